import { planAhead } from '~/server/grants/plan-ahead';
import { withPermission } from '../../trpc';
import { ZPlanAheadRequest, ZPlanAheadResponse } from './plan-ahead.schema';

/** Dashboard only: the recurring programs to prepare for, soonest expected posting first. */
export const planAheadProcedure = withPermission('VIEW_GRANTS')
  .input(ZPlanAheadRequest)
  .output(ZPlanAheadResponse)
  .query(async ({ ctx, input }) => ({
    data: await planAhead(ctx.db, ctx.principal.organizationId, { limit: input.limit }),
  }));
