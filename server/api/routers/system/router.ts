import { createTRPCRouter } from '../../trpc';
import { healthProcedure } from './health';

export const systemRouter = createTRPCRouter({
  health: healthProcedure,
});
