// A pursuit's requirement checklist as /api/v1/pursuits/{id}/requirements answers it, and the fields a request may set
// (docs/applications.md#requirement-checklists-and-templates).
import { z } from 'zod';
import { REQUIREMENT_KINDS, REQUIREMENT_STATUSES } from '~/db/schema';
import { MAX_REQUIREMENTS_PER_PURSUIT } from '~/server/pipeline/requirements';
import { ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZText, ZTimestamp } from '../../schemas';

export const ZRequirementKind = z
  .enum(REQUIREMENT_KINDS)
  .describe('form, narrative, budget, attachment, letter, registration or other');
export const ZRequirementStatus = z
  .enum(REQUIREMENT_STATUSES)
  .describe('todo, in_progress, done or waived (done and waived count as done)');
export const ZRequirementTitle = ZText(300);
export const ZRequirementDescription = z.string().max(5000).trim().nullable();

export const ZRequirement = z
  .object({
    id: ZId,
    pursuitId: ZId,
    kind: ZRequirementKind,
    title: z.string(),
    description: z.string().nullable(),
    required: z.boolean().describe('A required item still open stops a move to submitted'),
    status: ZRequirementStatus,
    ownerUserId: ZId.nullable().describe('Who does it: reminded 7 and 1 days before dueDate'),
    dueDate: ZDate.nullable(),
    documentIds: z
      .array(ZId)
      .describe('The documents attached to the item, oldest first (GET /documents?requirementId=…)'),
    position: z.number().int().min(0).describe('0-based place in the checklist'),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'Requirement' });

export const ZListRequirementsRequest = ZPaginationQuery.extend({ id: ZId });

const ZPosition = z
  .number()
  .int('must be a whole number')
  .min(0)
  .max(MAX_REQUIREMENTS_PER_PURSUIT - 1)
  .describe('0-based index to put the item at; the items from there shift by one (beyond the end: last)');

export const ZCreateRequirementRequest = z.object({
  id: ZId,
  kind: ZRequirementKind,
  title: ZRequirementTitle,
  description: ZRequirementDescription.optional(),
  required: z.boolean().optional().describe('Default true'),
  status: ZRequirementStatus.optional().describe('Default todo'),
  ownerUserId: ZId.nullable().optional().describe('A member of the organization'),
  dueDate: ZDate.nullable().optional(),
  position: ZPosition.optional().describe('Where to insert it (default: last); the items from there shift down one'),
});

export const ZUpdateRequirementRequest = z
  .object({
    id: ZId,
    requirementId: ZId,
    kind: ZRequirementKind.optional(),
    title: ZRequirementTitle.optional(),
    description: ZRequirementDescription.optional(),
    required: z.boolean().optional(),
    status: ZRequirementStatus.optional(),
    ownerUserId: ZId.nullable().optional().describe('A member of the organization; null clears it'),
    dueDate: ZDate.nullable().optional(),
    position: ZPosition.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id' && k !== 'requirementId'), {
    message: 'send at least one field to change',
  });

export const ZRequirementIdRequest = z.object({ id: ZId, requirementId: ZId });

export const ZApplyTemplateRequest = z.object({
  id: ZId,
  templateId: ZId.describe("A requirement template of the organization (another organization's: 404)"),
});

export const ZApplyTemplateResponse = z
  .object({ data: z.array(ZRequirement).describe('The items added, in checklist order') })
  .meta({ id: 'RequirementsAdded' });
