import { z } from 'zod';
import { LOST_REASONS, PURSUIT_STAGES, PURSUIT_STATUSES } from '~/db/schema';
import { PURSUIT_SORTS } from '~/server/pipeline/pursuits';
import { ZPaginationQuery } from '../../pagination';
import { commaList, ZDate, ZId, ZText, ZTimestamp } from '../../schemas';
import { ZProject } from '../projects/project.schema';

const ZAmount = z.number().int('must be a whole number').min(0).max(1_000_000_000_000);
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD');

export const ZRequirementsProgress = z
  .object({
    total: z.number().int().min(0).describe('Items on the checklist'),
    done: z.number().int().min(0).describe('Items done or waived'),
    requiredOpen: z
      .number()
      .int()
      .min(0)
      .describe('Required items still todo or in_progress: a move to submitted must acknowledge them'),
  })
  .meta({ id: 'RequirementsProgress' });

export const ZPursuit = z
  .object({
    id: ZId,
    grantId: ZId.nullable(),
    title: z.string(),
    stage: z.enum(PURSUIT_STAGES),
    status: z.enum(PURSUIT_STATUSES),
    probability: z.number().int(),
    amountRequested: z.number().int().nullable(),
    amountAwarded: z.number().int().nullable(),
    currency: z.string(),
    deadline: ZDate.nullable(),
    ownerUserId: ZId.nullable(),
    notes: z.string().nullable(),
    lostReason: z.enum(LOST_REASONS).nullable(),
    wonAt: ZTimestamp.nullable(),
    requirementsProgress: ZRequirementsProgress,
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Pursuit' });

export const ZPursuitHistoryEntry = z
  .object({
    id: ZId,
    field: z
      .string()
      .describe('stage, status, probability, amountRequested, …; grantStatus when the grant’s forecast was posted'),
    from: z.string().nullable(),
    to: z.string().nullable(),
    actor: z.string().describe('"user:<id>", "api_key:<id>", or "system" (the catalog sync)'),
    at: ZTimestamp,
  })
  .meta({ id: 'PursuitHistoryEntry' });

export const ZAllowedMoves = z
  .object({
    stages: z
      .array(z.enum(PURSUIT_STAGES))
      .describe('The stages the pursuit may move to now (empty when it is not open)'),
    statuses: z
      .array(z.enum(PURSUIT_STATUSES))
      .describe('The statuses it may take now (won and lost only at stage submitted; none once won)'),
  })
  .meta({ id: 'AllowedMoves' });

export const ZPursuitDetail = ZPursuit.extend({
  allowedMoves: ZAllowedMoves.describe('What a PATCH may change stage and status to now, per the state machine'),
  history: z.array(ZPursuitHistoryEntry),
}).meta({ id: 'PursuitDetail' });

export const ZListPursuitsRequest = ZPaginationQuery.extend({
  stage: commaList(PURSUIT_STAGES).optional().describe('Comma list of stages'),
  status: commaList(PURSUIT_STATUSES).optional().describe('Comma list of statuses (default active,on_hold)'),
  grantId: ZId.optional(),
  sort: z
    .enum(PURSUIT_SORTS)
    .default('updatedAt')
    .describe('updatedAt (newest first, default) or deadline (soonest first)'),
});

/** Of a catalog grant (`grantId`), of an opportunity outside the catalog (`title`), or both: never neither. */
export const ZCreatePursuitRequest = z
  .object({
    grantId: ZId.optional().describe("A catalog grant to pursue (the title defaults to the grant's)"),
    title: ZText(300).optional().describe('Required without grantId: an opportunity outside the catalog'),
    stage: z.enum(PURSUIT_STAGES).optional(),
    amountRequested: ZAmount.nullable().optional(),
    currency: ZCurrency.optional(),
    deadline: ZDate.nullable().optional(),
    probability: z.number().int().min(0).max(100).optional(),
    ownerUserId: ZId.nullable().optional(),
    notes: z.string().max(10_000).nullable().optional(),
    templateId: ZId.optional().describe(
      "A requirement template of the organization: its items start the pursuit's checklist (another organization's: 404)",
    ),
  })
  .refine((v) => v.grantId !== undefined || v.title !== undefined, {
    message: 'required when grantId is not given',
    path: ['title'],
  });

export const ZUpdatePursuitRequest = z
  .object({
    id: ZId,
    stage: z.enum(PURSUIT_STAGES).optional(),
    status: z.enum(PURSUIT_STATUSES).optional(),
    amountRequested: ZAmount.nullable().optional(),
    amountAwarded: ZAmount.nullable().optional(),
    probability: z.number().int().min(0).max(100).optional(),
    deadline: ZDate.nullable().optional(),
    lostReason: z.enum(LOST_REASONS).nullable().optional(),
    notes: z.string().max(10_000).nullable().optional(),
    ownerUserId: ZId.nullable().optional(),
    projectStartDate: ZDate.optional().describe(
      'Start of the funded project when this change marks it won (default today)',
    ),
    projectEndDate: ZDate.optional().describe(
      'End of the funded project when this change marks it won (default a year after the start)',
    ),
    acknowledgeIncomplete: z
      .boolean()
      .optional()
      .describe(
        'true: move to submitted although required checklist items are open (recorded in the history); without it such a move is 409 REQUIREMENTS_INCOMPLETE',
      ),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });

export const ZUpdatePursuitResponse = ZPursuit.extend({
  project: ZProject.optional().describe('The funded project, when this change made the pursuit won'),
}).meta({ id: 'PursuitUpdate' });
