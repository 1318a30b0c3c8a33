// Inputs of the organization settings procedures (dashboard only).
import { z } from 'zod';

export const ZUpdateOrganizationRequest = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  highMatchThreshold: z.number().int().min(1).max(100).optional(),
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe('IANA time zone: digests and reminders go out at 07:00 there'),
});

export const ZDeliverableTemplateItem = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().max(2000).optional(),
  anchor: z.enum(['start', 'end']),
  offsetDays: z.number().int().min(-3650).max(3650),
});

export const ZUpdateDeliverablesTemplateRequest = z.object({ items: z.array(ZDeliverableTemplateItem).max(50) });

export type UpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequest>;
export type UpdateDeliverablesTemplateRequest = z.infer<typeof ZUpdateDeliverablesTemplateRequest>;
