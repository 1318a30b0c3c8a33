// The documents of the example story (server/api/openapi/example-story.ts): the IMLS pursuit's project narrative,
// uploaded to its checklist item and replaced by a second draft, then shared on the portal.
import type { z } from 'zod';
import type { Body, Page } from '../../openapi/operation';
import { IMLS_PURSUIT_ID, REQUIREMENT_SF424_ID } from '../../openapi/example-story';
import type { ZDeleteDocumentResponse, ZDocument, ZDocumentDetail, ZUpdateDocumentRequest } from './documents.schema';

export const DOCUMENT_ID = '5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68';
const BUDGET_ID = 'a7c3e9b1-2d4f-4a68-8e15-9b0c7d3f2a41';
const MARIA = 'maria@prairiereads.org';

const firstDraft = {
  version: 1,
  fileName: 'project-narrative-draft.pdf',
  contentType: 'application/pdf',
  size: 482_113,
  sha256: '9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c',
  createdAt: '2026-03-30T14:02:11.000Z',
  createdBy: MARIA,
};
const secondDraft = {
  version: 2,
  fileName: 'project-narrative.pdf',
  contentType: 'application/pdf',
  size: 497_730,
  sha256: '3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a',
  createdAt: '2026-04-06T10:45:52.000Z',
  createdBy: MARIA,
};

const narrative = {
  id: DOCUMENT_ID,
  title: 'Project narrative',
  pursuitId: IMLS_PURSUIT_ID,
  projectId: null,
  requirementId: REQUIREMENT_SF424_ID,
  portalVisible: false,
  createdBy: MARIA,
  updatedBy: MARIA,
  createdAt: firstDraft.createdAt,
};

export const documentDetail: z.output<typeof ZDocumentDetail> = {
  ...narrative,
  fileName: firstDraft.fileName,
  contentType: firstDraft.contentType,
  size: firstDraft.size,
  sha256: firstDraft.sha256,
  version: 1,
  updatedAt: firstDraft.createdAt,
  versions: [firstDraft],
};

export const documentVersionAdded: z.output<typeof ZDocumentDetail> = {
  ...narrative,
  fileName: secondDraft.fileName,
  contentType: secondDraft.contentType,
  size: secondDraft.size,
  sha256: secondDraft.sha256,
  version: 2,
  updatedAt: secondDraft.createdAt,
  versions: [secondDraft, firstDraft],
};

export const documentUpdateRequest = { portalVisible: true } satisfies Body<typeof ZUpdateDocumentRequest, 'id'>;

export const documentUpdated: z.output<typeof ZDocumentDetail> = {
  ...documentVersionAdded,
  portalVisible: true,
  updatedAt: '2026-04-07T09:12:03.000Z',
};

const { versions: _versions, ...narrativeSummary } = documentVersionAdded;

const budget: z.output<typeof ZDocument> = {
  id: BUDGET_ID,
  title: 'Budget workbook',
  fileName: 'budget-fy27.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 38_412,
  sha256: 'e1d4c7b0a3f6e9d2c5b8a1f4e7d0c3b6a9f2e5d8c1b4a7f0e3d6c9b2a5f8e1d4',
  version: 1,
  pursuitId: IMLS_PURSUIT_ID,
  projectId: null,
  requirementId: null,
  portalVisible: false,
  createdBy: MARIA,
  updatedBy: MARIA,
  createdAt: '2026-04-02T16:20:40.000Z',
  updatedAt: '2026-04-02T16:20:40.000Z',
};

export const documentList: Page<typeof ZDocument> = {
  data: [narrativeSummary, budget],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

export const documentDeleted: z.output<typeof ZDeleteDocumentResponse> = { id: BUDGET_ID, deleted: true };
