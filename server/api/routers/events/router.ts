import { createTRPCRouter } from '../../trpc';
import { listEventsProcedure } from './list-events';

export const eventsRouter = createTRPCRouter({
  list: listEventsProcedure,
});
