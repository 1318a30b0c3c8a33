// The council's "Federal application" template in the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import { REQUIREMENT_TEMPLATE_ID } from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import type {
  ZCreateRequirementTemplateRequest,
  ZRequirementTemplate,
  ZUpdateRequirementTemplateRequest,
} from './requirement-template.schema';

type Template = z.output<typeof ZRequirementTemplate>;

export const templateCreateRequest = {
  name: 'Federal application',
  description: 'What a Grants.gov application needs',
  items: [
    { kind: 'form', title: 'SF-424 Application for Federal Assistance', dueDaysBeforeDeadline: 7 },
    { kind: 'budget', title: 'SF-424A Budget Information', dueDaysBeforeDeadline: 7 },
    { kind: 'registration', title: 'SAM.gov registration current', dueDaysBeforeDeadline: 14 },
  ],
} satisfies Body<typeof ZCreateRequirementTemplateRequest>;

export const federalTemplate: Template = {
  id: REQUIREMENT_TEMPLATE_ID,
  name: templateCreateRequest.name,
  description: templateCreateRequest.description,
  items: templateCreateRequest.items.map((i) => ({ ...i, description: null, required: true })),
  createdAt: '2026-07-01T13:00:00.000Z',
  updatedAt: '2026-07-01T13:00:00.000Z',
};

export const templatesList: Page<typeof ZRequirementTemplate> = {
  data: [federalTemplate],
  pagination: { limit: 20, offset: 0, total: 1, hasMore: false },
};

export const templateRenameRequest = { name: 'Federal application (Grants.gov)' } satisfies Body<
  typeof ZUpdateRequirementTemplateRequest,
  'id'
>;

export const templateRenamed: Template = {
  ...federalTemplate,
  name: templateRenameRequest.name,
  updatedAt: '2026-09-21T09:30:00.000Z',
};
