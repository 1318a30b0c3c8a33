// The funder reports of the example story's project (server/api/openapi/example-story.ts): 2026-09-01 to 2027-08-31,
// read on 2026-09-21. Quarterly progress reports from November 30 (February's falls on the 28th, then back to the
// 30th, as server/post-award/report-schedule.ts counts every date from the first) and a final report after the end.
import type { z } from 'zod';
import type { Body, Page } from '../../openapi/operation';
import { PROJECT_ID, USER_MARIA_ID } from '../../openapi/example-story';
import type {
  ZCreateFunderReportRequest,
  ZDeleteFunderReportResponse,
  ZFunderReport,
  ZSubmitFunderReportRequest,
  ZSubmittedFunderReport,
  ZUpdateFunderReportRequest,
} from './funder-reports.schema';

const QUARTERLY_ID = '5c0d7a1e-3b64-4f2a-9e81-7d2c5b9a4e10';
const FINAL_ID = 'a93e61f4-08b2-4c7d-b5e9-2f4a6c8d0b13';
const DUPLICATE_ID = '0e7b9c24-6a1d-4f83-8b52-c39d1e4f7a26';
const Q1_ID = '7f3a2b1c-9d8e-4c6b-a5f4-3e2d1c0b9a87';
const Q2_ID = '2b4d6f80-1a3c-4e5b-8d7f-9a1b3c5d7e9f';
const Q3_ID = 'c1e3a5b7-d9f1-4b3d-9e5f-7a9c1e3b5d7f';
const Q4_ID = '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c2e';
const FINAL_INSTANCE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const FINAL_MOVED_INSTANCE_ID = '6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a';
const NARRATIVE_DOCUMENT_ID = 'b8e2d4f6-1a3c-4b5d-8e7f-0a2c4e6b8d1f';

type Report = z.output<typeof ZFunderReport>;
const unsubmitted = (id: string, dueDate: string) => ({
  id,
  dueDate,
  status: 'upcoming' as const,
  submittedAt: null,
  submittedBy: null,
  documentIds: [],
});

export const funderReportCreateRequest = {
  kind: 'progress',
  title: 'Quarterly progress report',
  frequency: 'quarterly',
  firstDueDate: '2026-11-30',
} satisfies Body<typeof ZCreateFunderReportRequest, 'id'>;

export const funderReportCreated: Report = {
  id: QUARTERLY_ID,
  projectId: PROJECT_ID,
  ...funderReportCreateRequest,
  endDate: null,
  createdAt: '2026-09-21T14:02:11.000Z',
  updatedAt: '2026-09-21T14:02:11.000Z',
  instances: [
    unsubmitted(Q1_ID, '2026-11-30'),
    unsubmitted(Q2_ID, '2027-02-28'),
    unsubmitted(Q3_ID, '2027-05-30'),
    unsubmitted(Q4_ID, '2027-08-30'),
  ],
};

const finalReport: Report = {
  id: FINAL_ID,
  projectId: PROJECT_ID,
  kind: 'final',
  title: 'Final performance and financial report',
  frequency: 'once',
  firstDueDate: '2027-10-29',
  endDate: null,
  createdAt: '2026-09-21T14:03:40.000Z',
  updatedAt: '2026-09-21T14:03:40.000Z',
  instances: [unsubmitted(FINAL_INSTANCE_ID, '2027-10-29')],
};

export const funderReportsList: Page<typeof ZFunderReport> = {
  data: [funderReportCreated, finalReport],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

export const funderReportUpdateRequest = {
  firstDueDate: '2027-11-30',
} satisfies Body<typeof ZUpdateFunderReportRequest, 'id' | 'reportId'>;

export const funderReportUpdated: Report = {
  ...finalReport,
  firstDueDate: '2027-11-30',
  updatedAt: '2026-10-02T09:15:27.000Z',
  instances: [unsubmitted(FINAL_MOVED_INSTANCE_ID, '2027-11-30')],
};

export const funderReportSubmitRequest = {
  documentIds: [NARRATIVE_DOCUMENT_ID],
} satisfies Body<typeof ZSubmitFunderReportRequest, 'id' | 'reportId'>;

const firstSubmitted = {
  id: Q1_ID,
  dueDate: '2026-11-30',
  status: 'submitted' as const,
  submittedAt: '2026-11-24T17:48:02.000Z',
  submittedBy: `user:${USER_MARIA_ID}`,
  documentIds: [NARRATIVE_DOCUMENT_ID],
};

export const funderReportSubmitted: z.output<typeof ZSubmittedFunderReport> = {
  ...funderReportCreated,
  instances: [firstSubmitted, ...funderReportCreated.instances.slice(1)],
  submitted: firstSubmitted,
};

export const funderReportDeleted: z.output<typeof ZDeleteFunderReportResponse> = { id: DUPLICATE_ID, deleted: true };
