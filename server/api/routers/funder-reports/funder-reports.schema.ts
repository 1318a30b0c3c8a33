// /api/v1/projects/{id}/funder-reports (docs/post-award.md#funder-reports): the reports a funder expects of a project
// and their dated instances. The operations with their request and response schemas (procedures in procedures.ts,
// examples in funder-reports.examples.ts).
import { z } from 'zod';
import { FUNDER_REPORT_FREQUENCIES, FUNDER_REPORT_KINDS } from '~/db/schema';
import { MAX_SUBMISSION_DOCUMENTS } from '~/server/post-award/funder-reports';
import { DEFAULT_MAX_INSTANCES } from '~/server/post-award/report-schedule';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZText, ZTimestamp } from '../../schemas';
import { PROJECT_ID } from '../../openapi/example-story';
import {
  funderReportCreated,
  funderReportCreateRequest,
  funderReportDeleted,
  funderReportsList,
  funderReportSubmitRequest,
  funderReportSubmitted,
  funderReportUpdated,
  funderReportUpdateRequest,
} from './funder-reports.examples';

const ZKind = z.enum(FUNDER_REPORT_KINDS).describe('What the funder asks for: progress, financial, final or other');
const ZFrequency = z
  .enum(FUNDER_REPORT_FREQUENCIES)
  .describe(
    'once, or every 1, 3, 6 or 12 months counted from firstDueDate (a 31st falls on a shorter month’s last day)',
  );

export const ZFunderReportInstance = z
  .object({
    id: ZId,
    dueDate: ZDate,
    status: z
      .enum(['upcoming', 'due', 'submitted', 'late'])
      .describe('submitted once sent; else late after its due date, due within 30 days of it, upcoming before'),
    submittedAt: ZTimestamp.nullable(),
    submittedBy: z.string().nullable().describe('"user:<id>" or "api_key:<id>"'),
    documentIds: z.array(ZId).describe('The documents sent with it'),
  })
  .meta({ id: 'FunderReportInstance' });

export const ZFunderReport = z
  .object({
    id: ZId,
    projectId: ZId,
    kind: ZKind,
    title: z.string(),
    frequency: ZFrequency,
    firstDueDate: ZDate,
    endDate: ZDate.nullable().describe("No instance is due after it; null: the project's end date bounds the series"),
    createdAt: ZTimestamp,
    updatedAt: ZTimestamp,
    instances: z
      .array(ZFunderReportInstance)
      .describe(`By due date: the schedule's instances (at most ${DEFAULT_MAX_INSTANCES}) and any submitted ones`),
  })
  .meta({ id: 'FunderReport' });

export const ZSubmittedFunderReport = ZFunderReport.extend({
  submitted: ZFunderReportInstance.describe('The instance this request submitted'),
}).meta({ id: 'SubmittedFunderReport' });

export const ZListFunderReportsRequest = ZPaginationQuery.extend({ id: ZId });

export const ZCreateFunderReportRequest = z.object({
  id: ZId,
  kind: ZKind,
  title: ZText(200),
  frequency: ZFrequency,
  firstDueDate: ZDate.describe("The first instance's due date; not after endDate (or the project's end date)"),
  endDate: ZDate.nullable()
    .optional()
    .describe("Inclusive, not before firstDueDate; without it, the project's end date, or else a cap of instances"),
});

export const ZUpdateFunderReportRequest = z
  .object({
    id: ZId,
    reportId: ZId,
    kind: ZKind.optional(),
    title: ZText(200).optional(),
    frequency: ZFrequency.optional(),
    firstDueDate: ZDate.optional(),
    endDate: ZDate.nullable().optional().describe('null removes it'),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id' && k !== 'reportId'), {
    message: 'send at least one field to change',
  });

export const ZSubmitFunderReportRequest = z.object({
  id: ZId,
  reportId: ZId,
  instanceId: ZId.optional().describe('The instance submitted; without it, the earliest unsubmitted one'),
  documentIds: z
    .array(ZId)
    .max(MAX_SUBMISSION_DOCUMENTS, `at most ${MAX_SUBMISSION_DOCUMENTS} documents`)
    .describe('Documents of the organization sent with the report (a repeated id counts once)'),
});

export const ZFunderReportRequest = z.object({ id: ZId, reportId: ZId });
export const ZDeleteFunderReportResponse = z.object({ id: ZId, deleted: z.literal(true) });

const tags = ['Funder reports'];

export const listFunderReportsOperation = restOperation({
  method: 'GET',
  path: '/projects/{id}/funder-reports',
  tags,
  summary: "A project's funder reports and their instances",
  description:
    'The reports the funder expects of the project, oldest first (then by id), each with its dated instances by due ' +
    `date. A series runs to its endDate, else the project's end date, else stops at ${DEFAULT_MAX_INSTANCES} ` +
    'instances.',
  protect: true,
  portal: true,
  input: ZListFunderReportsRequest,
  output: paginatedResponse(ZFunderReport),
  errors: ['NOT_FOUND'],
  example: { summary: 'A quarterly progress report and the final report', response: funderReportsList },
});

export const createFunderReportOperation = restOperation({
  method: 'POST',
  path: '/projects/{id}/funder-reports',
  tags,
  summary: 'Add a funder report (accepts Idempotency-Key)',
  description:
    'Records a report the funder expects and answers it with its instances. An endDate before firstDueDate, or a ' +
    "firstDueDate after the series' end, is `400`. A project holds at most 100 funder reports (`409` past them). " +
    'Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateFunderReportRequest,
  output: ZFunderReport,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Quarterly progress reports from the end of November',
    request: funderReportCreateRequest,
    response: funderReportCreated,
  },
});

export const updateFunderReportOperation = restOperation({
  method: 'PATCH',
  path: '/projects/{id}/funder-reports/{reportId}',
  tags,
  summary: 'Change a funder report',
  description:
    'Changes the fields sent. The schedule is worked out again: unsubmitted instances on dates it no longer has are ' +
    'removed, new dates get new instances, instances on unchanged dates keep their ids, and submitted instances ' +
    'are always kept.',
  protect: true,
  input: ZUpdateFunderReportRequest,
  output: ZFunderReport,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'The funder moves the final report a month later',
    request: funderReportUpdateRequest,
    response: funderReportUpdated,
  },
});

export const submitFunderReportOperation = restOperation({
  method: 'POST',
  path: '/projects/{id}/funder-reports/{reportId}/submit',
  tags,
  summary: 'Submit an instance of a funder report (accepts Idempotency-Key)',
  description:
    'Marks `instanceId` (or, without it, the earliest unsubmitted instance) submitted with the documents sent. An ' +
    'instance already submitted, or none left to submit, is `409 CONFLICT`; an instance of another report or a ' +
    'document not of the organization is `404`. Emits `funder_report.submitted`. Accepts `Idempotency-Key`.',
  protect: true,
  input: ZSubmitFunderReportRequest,
  output: ZSubmittedFunderReport,
  errors: ['NOT_FOUND', 'CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'The first quarterly report, sent with its narrative',
    request: funderReportSubmitRequest,
    response: funderReportSubmitted,
  },
});

export const deleteFunderReportOperation = restOperation({
  method: 'DELETE',
  path: '/projects/{id}/funder-reports/{reportId}',
  tags,
  summary: 'Delete a funder report',
  description:
    'Removes a report recorded in error, with its instances. A report with a submitted instance is kept as the ' +
    'record of what was sent: `409 CONFLICT`.',
  protect: true,
  input: ZFunderReportRequest,
  output: ZDeleteFunderReportResponse,
  errors: ['NOT_FOUND', 'CONFLICT'],
  example: {
    summary: 'Delete a report recorded twice',
    response: funderReportDeleted,
    pathParams: { id: PROJECT_ID, reportId: funderReportDeleted.id },
  },
});
