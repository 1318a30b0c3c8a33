// /api/v1/boilerplate (docs/applications.md#boilerplate-library): the organization's reusable answers. The operations
// with their request and response schemas (the procedures are in procedures.ts, the examples in
// boilerplate.examples.ts).
import { z } from 'zod';
import { BOILERPLATE_LIMITS, STALE_AFTER_MONTHS } from '~/server/applications/boilerplate';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZId, ZStringBool, ZText, ZTimestamp } from '../../schemas';
import {
  boilerplateCreateRequest,
  boilerplateDeleted,
  boilerplateEntry,
  boilerplateEntryDetail,
  boilerplateList,
  boilerplateUpdated,
  boilerplateUpdateRequest,
  boilerplateVersion,
  BOILERPLATE_ENTRY_ID,
} from './boilerplate.examples';

const L = BOILERPLATE_LIMITS;

const ZTag = ZText(L.tag).toLowerCase().describe(`A label, at most ${L.tag} characters, stored lowercase`);
const ZTags = z
  .array(ZTag)
  .max(L.tags, `must hold at most ${L.tags} tags`)
  .describe(`At most ${L.tags} tags; stored lowercase, each once`);
const ZTitle = ZText(L.title).describe(`At most ${L.title} characters`);
const ZBody = ZText(L.body).describe(`The answer's text, at most ${L.body.toLocaleString('en-US')} characters`);

const ZAuthor = z
  .string()
  .nullable()
  .describe("Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system");

const entryFields = {
  id: ZId,
  title: z.string(),
  tags: z.array(z.string()),
  version: z.number().int().min(1).describe('The current version: 1 when created, one more for each edit'),
  lastReviewedAt: ZTimestamp.nullable().describe('When someone last marked it reviewed; null: never'),
  stale: z
    .boolean()
    .describe(`Not reviewed (or, never reviewed, not created) in the last ${STALE_AFTER_MONTHS} months`),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  createdBy: ZAuthor,
  updatedBy: ZAuthor,
};

export const ZBoilerplateListItem = z
  .object({
    ...entryFields,
    excerpt: z.string().describe(`The start of the body on one line, at most ${L.excerpt} characters and an ellipsis`),
  })
  .meta({ id: 'BoilerplateListItem' });

export const ZBoilerplateEntry = z.object({ ...entryFields, body: z.string() }).meta({ id: 'BoilerplateEntry' });

const ZVersionSummary = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  tags: z.array(z.string()),
  createdAt: ZTimestamp,
  createdBy: ZAuthor,
});

export const ZBoilerplateEntryDetail = ZBoilerplateEntry.extend({
  versions: z.array(ZVersionSummary).describe('Every version, newest first; GET …/versions/{version} has its body'),
}).meta({ id: 'BoilerplateEntryDetail' });

export const ZBoilerplateVersion = ZVersionSummary.extend({ body: z.string() }).meta({ id: 'BoilerplateVersion' });

export const ZListBoilerplateRequest = ZPaginationQuery.extend({
  q: ZText(200).optional().describe('Full-text search of titles and bodies (web-search syntax: "a phrase", -word, or)'),
  tag: z
    .string()
    .max(L.tags * (L.tag + 1), 'must be a comma-separated list of tags')
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(L.tag, `each tag must be at most ${L.tag} characters`)).min(1, 'name a tag'))
    .optional()
    .describe('Comma list: entries holding every one of these tags'),
  stale: ZStringBool.optional().describe('true: only stale entries; false: only the others'),
});
export const ZListBoilerplateResponse = paginatedResponse(ZBoilerplateListItem);

/** A review date given explicitly (an answer reviewed before it was entered here): a past instant. */
const ZReviewedAt = ZTimestamp.refine((t) => Date.parse(t) <= Date.now() + 60_000, 'must not be in the future')
  .refine((t) => Date.parse(t) >= Date.parse('2000-01-01T00:00:00Z'), 'must be 2000 or later')
  .transform((t) => new Date(t))
  .describe('When it was last reviewed, if before now: an ISO 8601 instant from 2000 on, not in the future');

export const ZCreateBoilerplateRequest = z.object({
  title: ZTitle,
  body: ZBody,
  tags: ZTags.default([]),
  lastReviewedAt: ZReviewedAt.optional(),
});

export const ZUpdateBoilerplateRequest = z
  .object({
    id: ZId,
    title: ZTitle.optional(),
    body: ZBody.optional(),
    tags: ZTags.optional(),
    markReviewed: z.literal(true).optional().describe('Sets lastReviewedAt to now'),
    lastReviewedAt: ZReviewedAt.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });

export const ZBoilerplateIdRequest = z.object({ id: ZId });
export const ZGetBoilerplateVersionRequest = z.object({
  id: ZId,
  version: z.coerce
    .number({ error: 'must be a version number' })
    .int('must be a version number')
    .min(1, 'must be ≥ 1')
    .max(1_000_000, 'must be ≤ 1000000'),
});
export const ZDeleteBoilerplateResponse = z.object({ id: ZId, deleted: z.literal(true) });

const tags = ['Boilerplate'];

export const listBoilerplateOperation = restOperation({
  method: 'GET',
  path: '/boilerplate',
  tags,
  summary: 'List or search boilerplate answers',
  description:
    'The organization’s reusable answers, each with an `excerpt` of its body (`GET /boilerplate/{id}` has the ' +
    'whole). With `q`, the entries matching it, the best match first (a hit in the title ranks above one in the ' +
    'body); without, the most recently updated first. `tag` keeps the entries holding every tag named; `stale` ' +
    `those not reviewed in ${STALE_AFTER_MONTHS} months (or the others).`,
  protect: true,
  input: ZListBoilerplateRequest,
  output: ZListBoilerplateResponse,
  errors: [],
  example: { summary: 'The answers tagged "evaluation"', response: boilerplateList },
});

export const getBoilerplateOperation = restOperation({
  method: 'GET',
  path: '/boilerplate/{id}',
  tags,
  summary: 'Get a boilerplate answer with its version history',
  description: 'One answer, its whole body, and the list of its versions, newest first.',
  protect: true,
  input: ZBoilerplateIdRequest,
  output: ZBoilerplateEntryDetail,
  errors: ['NOT_FOUND'],
  example: { summary: 'The evaluation plan, edited once', response: boilerplateEntryDetail },
});

export const getBoilerplateVersionOperation = restOperation({
  method: 'GET',
  path: '/boilerplate/{id}/versions/{version}',
  tags,
  summary: 'Get one version of a boilerplate answer',
  description: 'A version as it was written: its title, body and tags.',
  protect: true,
  input: ZGetBoilerplateVersionRequest,
  output: ZBoilerplateVersion,
  errors: ['NOT_FOUND'],
  example: {
    summary: 'The first version of the evaluation plan',
    response: boilerplateVersion,
    pathParams: { id: BOILERPLATE_ENTRY_ID, version: '1' },
  },
});

export const createBoilerplateOperation = restOperation({
  method: 'POST',
  path: '/boilerplate',
  tags,
  summary: 'Add a boilerplate answer',
  description:
    `Adds an answer (version 1). Title at most ${L.title} characters, body at most ` +
    `${L.body.toLocaleString('en-US')}, at most ${L.tags} tags of ${L.tag} characters (stored lowercase, each ` +
    `once). At most ${L.entries.toLocaleString('en-US')} per organization (\`409 CONFLICT\` past that). Accepts ` +
    '`Idempotency-Key`.',
  protect: true,
  input: ZCreateBoilerplateRequest,
  output: ZBoilerplateEntry,
  status: 201,
  errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: { summary: 'Add the evaluation plan', request: boilerplateCreateRequest, response: boilerplateEntry },
});

export const updateBoilerplateOperation = restOperation({
  method: 'PATCH',
  path: '/boilerplate/{id}',
  tags,
  summary: 'Edit a boilerplate answer or mark it reviewed',
  description:
    'Changes some of the title, body and tags (a change to any makes a new version) and, with ' +
    '`markReviewed: true`, sets `lastReviewedAt` to now (or, with `lastReviewedAt`, to that past instant; with ' +
    'both, now, the later review). At least one field; the same limits as adding one.',
  protect: true,
  input: ZUpdateBoilerplateRequest,
  output: ZBoilerplateEntry,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Update the evaluation plan and mark it reviewed',
    request: boilerplateUpdateRequest,
    response: boilerplateUpdated,
  },
});

export const deleteBoilerplateOperation = restOperation({
  method: 'DELETE',
  path: '/boilerplate/{id}',
  tags,
  summary: 'Delete a boilerplate answer',
  description: 'Deletes an answer and its versions.',
  protect: true,
  input: ZBoilerplateIdRequest,
  output: ZDeleteBoilerplateResponse,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete an answer', response: boilerplateDeleted },
});
