// Plan ahead (dashboard only, no OpenAPI metadata): closed recurring programs matched to the organization's missions.
import { z } from 'zod';
import { GRANT_STATUSES } from '~/server/grants/status';
import { PLAN_AHEAD_LIMIT } from '~/server/grants/plan-ahead';
import { ZDate, ZId } from '../../schemas';
import { ZMatchSummary, ZRecurrence } from './grant.schema';

export const ZPlanAheadRequest = z.object({
  limit: z.number().int().min(1).max(PLAN_AHEAD_LIMIT.max).optional(),
});

export const ZPlanAheadItem = z.object({
  id: ZId.describe("The program's latest cycle the organization can see"),
  title: z.string(),
  agency: z.string().nullable(),
  opportunityNumber: z.string().nullable(),
  postedDate: ZDate.nullable(),
  closeDate: ZDate.nullable(),
  status: z.enum(GRANT_STATUSES),
  match: ZMatchSummary,
  recurrence: ZRecurrence,
  cycleCount: z.number().int().min(2),
});

export const ZPlanAheadResponse = z.object({ data: z.array(ZPlanAheadItem) });

export type PlanAheadRequest = z.infer<typeof ZPlanAheadRequest>;
export type PlanAheadItem = z.infer<typeof ZPlanAheadItem>;
