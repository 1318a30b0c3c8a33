import { createTRPCRouter } from '../../trpc';
import { addPrivateGrantProcedure } from './add-private-grant';
import { dismissGrantProcedure, grantDismissalProcedure, restoreGrantProcedure } from './dismiss-grant';
import { getGrantProcedure } from './get-grant';
import { listGrantVersionsProcedure } from './list-grant-versions';
import { listGrantsProcedure } from './list-grants';
import { planAheadProcedure } from './plan-ahead';

export const grantsRouter = createTRPCRouter({
  list: listGrantsProcedure,
  get: getGrantProcedure,
  versions: listGrantVersionsProcedure,
  /** Dashboard only. */
  addPrivate: addPrivateGrantProcedure,
  dismiss: dismissGrantProcedure,
  restore: restoreGrantProcedure,
  dismissal: grantDismissalProcedure,
  planAhead: planAheadProcedure,
});
