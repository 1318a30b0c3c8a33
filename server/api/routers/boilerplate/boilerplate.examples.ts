// The boilerplate answers of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import type { Body } from '../../openapi/operation';
import type {
  ZBoilerplateEntry,
  ZBoilerplateEntryDetail,
  ZBoilerplateVersion,
  ZCreateBoilerplateRequest,
  ZDeleteBoilerplateResponse,
  ZListBoilerplateResponse,
  ZUpdateBoilerplateRequest,
} from './boilerplate.schema';

export const BOILERPLATE_ENTRY_ID = '3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05';
const HISTORY_ID = '8c1e5b72-2a9d-4f63-b0e4-51d7c3a96e28';
const MARIA = 'maria@prairiereads.org';

const body =
  'Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours ' +
  'of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports ' +
  'the share of learners gaining one educational functioning level within a program year.';

export const boilerplateCreateRequest = {
  title: 'Evaluation plan',
  body,
  tags: ['evaluation', 'adult-literacy'],
} satisfies Body<typeof ZCreateBoilerplateRequest>;

export const boilerplateEntry: z.output<typeof ZBoilerplateEntry> = {
  id: BOILERPLATE_ENTRY_ID,
  title: 'Evaluation plan',
  body,
  tags: ['evaluation', 'adult-literacy'],
  version: 1,
  lastReviewedAt: null,
  stale: false,
  createdAt: '2026-03-02T15:10:00.000Z',
  updatedAt: '2026-03-02T15:10:00.000Z',
  createdBy: MARIA,
  updatedBy: MARIA,
};

const body2 = `${body} Results are shared with the board and with funders in the annual report.`;

export const boilerplateUpdateRequest = { body: body2, markReviewed: true } satisfies Body<
  typeof ZUpdateBoilerplateRequest,
  'id'
>;

export const boilerplateUpdated: z.output<typeof ZBoilerplateEntry> = {
  ...boilerplateEntry,
  body: body2,
  version: 2,
  lastReviewedAt: '2026-09-21T10:00:00.000Z',
  updatedAt: '2026-09-21T10:00:00.000Z',
};

export const boilerplateEntryDetail: z.output<typeof ZBoilerplateEntryDetail> = {
  ...boilerplateUpdated,
  versions: [
    {
      version: 2,
      title: 'Evaluation plan',
      tags: ['evaluation', 'adult-literacy'],
      createdAt: '2026-09-21T10:00:00.000Z',
      createdBy: MARIA,
    },
    {
      version: 1,
      title: 'Evaluation plan',
      tags: ['evaluation', 'adult-literacy'],
      createdAt: '2026-03-02T15:10:00.000Z',
      createdBy: MARIA,
    },
  ],
};

export const boilerplateVersion: z.output<typeof ZBoilerplateVersion> = {
  version: 1,
  title: 'Evaluation plan',
  body,
  tags: ['evaluation', 'adult-literacy'],
  createdAt: '2026-03-02T15:10:00.000Z',
  createdBy: MARIA,
};

const { body: _body, ...updatedSummary } = boilerplateUpdated;

export const boilerplateList: z.output<typeof ZListBoilerplateResponse> = {
  data: [
    {
      ...updatedSummary,
      excerpt:
        'Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 ' +
        'hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter…',
    },
    {
      id: HISTORY_ID,
      title: 'Organizational history',
      tags: ['evaluation', 'history'],
      version: 3,
      lastReviewedAt: '2025-06-10T09:00:00.000Z',
      stale: true,
      createdAt: '2024-11-04T13:00:00.000Z',
      updatedAt: '2025-06-10T09:00:00.000Z',
      createdBy: MARIA,
      updatedBy: MARIA,
      excerpt:
        'Founded in 1987 by volunteers at the Perry County Public Library, Prairie Reads has taught more than 4,000 ' +
        'adults in five eastern Kentucky counties to read, write and pass the GED.',
    },
  ],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

export const boilerplateDeleted: z.output<typeof ZDeleteBoilerplateResponse> = {
  id: BOILERPLATE_ENTRY_ID,
  deleted: true,
};
