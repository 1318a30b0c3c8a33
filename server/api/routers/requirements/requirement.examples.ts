// The IMLS pursuit's checklist in the example story (server/api/openapi/example-story.ts): the council applied its
// "Federal application" template and has five of eight items done on 2026-09-21.
import type { z } from 'zod';
import {
  IMLS_PURSUIT_ID,
  REQUIREMENT_LETTERS_ID,
  REQUIREMENT_SF424_ID,
  REQUIREMENT_TEMPLATE_ID,
  USER_DEVON_ID,
  USER_MARIA_ID,
} from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import type {
  ZApplyTemplateRequest,
  ZCreateRequirementRequest,
  ZRequirement,
  ZUpdateRequirementRequest,
} from './requirement.schema';

type Requirement = z.output<typeof ZRequirement>;

export const sf424: Requirement = {
  id: REQUIREMENT_SF424_ID,
  pursuitId: IMLS_PURSUIT_ID,
  kind: 'form',
  title: 'SF-424 Application for Federal Assistance',
  description: null,
  required: true,
  status: 'in_progress',
  ownerUserId: USER_MARIA_ID,
  dueDate: '2026-10-01',
  documentIds: [],
  position: 0,
  createdAt: '2026-07-20T14:03:27.905Z',
  updatedAt: '2026-09-15T10:12:03.221Z',
};

export const letters: Requirement = {
  id: REQUIREMENT_LETTERS_ID,
  pursuitId: IMLS_PURSUIT_ID,
  kind: 'letter',
  title: 'Letters of support',
  description: 'From the Harlan, Letcher and Perry county public libraries',
  required: true,
  status: 'todo',
  ownerUserId: USER_DEVON_ID,
  dueDate: '2026-09-24',
  documentIds: [],
  position: 5,
  createdAt: '2026-07-20T14:03:27.905Z',
  updatedAt: '2026-07-20T14:03:27.905Z',
};

export const requirementsList: Page<typeof ZRequirement> = {
  data: [sf424],
  pagination: { limit: 1, offset: 0, total: 8, hasMore: true },
};

export const requirementCreateRequest = {
  kind: 'letter',
  title: 'Letters of support',
  description: 'From the Harlan, Letcher and Perry county public libraries',
  ownerUserId: USER_DEVON_ID,
  dueDate: '2026-09-24',
} satisfies Body<typeof ZCreateRequirementRequest, 'id'>;

export const requirementDoneRequest = { status: 'done', position: 0 } satisfies Body<
  typeof ZUpdateRequirementRequest,
  'id' | 'requirementId'
>;

export const requirementDone: Requirement = {
  ...letters,
  status: 'done',
  position: 0,
  updatedAt: '2026-09-21T09:30:00.000Z',
};

export const applyTemplateRequest = { templateId: REQUIREMENT_TEMPLATE_ID } satisfies Body<
  typeof ZApplyTemplateRequest,
  'id'
>;

export const requirementsAdded = {
  data: [{ ...sf424, status: 'todo' as const, ownerUserId: null, updatedAt: sf424.createdAt }],
};
