// The organization's application templates as /api/v1/requirement-templates answers them, and the fields a request
// may set (docs/applications.md#requirement-checklists-and-templates).
import { z } from 'zod';
import { MAX_TEMPLATE_ITEMS } from '~/server/pipeline/requirement-templates';
import { ZPaginationQuery } from '../../pagination';
import { ZId, ZText, ZTimestamp } from '../../schemas';
import { ZRequirementKind, ZRequirementTitle } from '../requirements/requirement.schema';

const ZDueDaysBeforeDeadline = z
  .number()
  .int('must be a whole number')
  .min(0)
  .max(365)
  .nullable()
  .describe("The copied item is due this many days before the pursuit's deadline (null: no due date)");

export const ZRequirementTemplateItem = z
  .object({
    kind: ZRequirementKind,
    title: z.string(),
    description: z.string().nullable(),
    required: z.boolean(),
    dueDaysBeforeDeadline: z.number().int().nullable(),
  })
  .meta({ id: 'RequirementTemplateItem' });

export const ZRequirementTemplate = z
  .object({
    id: ZId,
    name: z.string(),
    description: z.string().nullable(),
    items: z.array(ZRequirementTemplateItem).describe('In checklist order'),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
  })
  .meta({ id: 'RequirementTemplate' });

const ZItemInput = z.object({
  kind: ZRequirementKind,
  title: ZRequirementTitle,
  // Shorter than a checklist item's (5,000): a template of 100 items stays small to list and to audit.
  description: z.string().max(1000).trim().nullable().optional(),
  required: z.boolean().optional().describe('Default true'),
  dueDaysBeforeDeadline: ZDueDaysBeforeDeadline.optional(),
});
const ZItemsInput = z.array(ZItemInput).max(MAX_TEMPLATE_ITEMS).describe('In checklist order');
const ZTemplateName = ZText(200).describe('Unique in the organization');
const ZTemplateDescription = z.string().max(2000).trim().nullable();

export const ZListRequirementTemplatesRequest = ZPaginationQuery;
export const ZRequirementTemplateIdRequest = z.object({ id: ZId });

export const ZCreateRequirementTemplateRequest = z.object({
  name: ZTemplateName,
  description: ZTemplateDescription.optional(),
  items: ZItemsInput.default([]),
});

export const ZUpdateRequirementTemplateRequest = z
  .object({
    id: ZId,
    name: ZTemplateName.optional(),
    description: ZTemplateDescription.optional(),
    items: ZItemsInput.optional().describe('Replaces every item; pursuits it was applied to keep their copies'),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });
