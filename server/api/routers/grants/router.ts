import { createTRPCRouter } from '../../trpc';
import { getGrantProcedure } from './get-grant';
import { listGrantsProcedure } from './list-grants';

export const grantsRouter = createTRPCRouter({
  list: listGrantsProcedure,
  get: getGrantProcedure,
});
