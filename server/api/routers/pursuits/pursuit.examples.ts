// The pursuits of the example story (server/api/openapi/example-story.ts), and the project winning one creates.
import type { z } from 'zod';
import {
  FOUNDATION_PURSUIT_ID,
  GRANT_ID,
  IMLS_GRANT_ID,
  IMLS_PURSUIT_ID,
  PROJECT_ID,
  PURSUIT_ID,
  USER_MARIA_ID,
  WON_AT_TRANSACTION,
} from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import { grantSummary } from '../grants/grant.examples';
import type { ZProject } from '../projects/project.schema';
import type {
  ZCreatePursuitRequest,
  ZPursuit,
  ZPursuitDetail,
  ZUpdatePursuitRequest,
  ZUpdatePursuitResponse,
} from './pursuit.schema';

type Pursuit = z.output<typeof ZPursuit>;
type Project = z.output<typeof ZProject>;

export const pursuitCreateRequest = {
  grantId: GRANT_ID,
  title: 'Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)',
  stage: 'qualifying',
  amountRequested: 400_000,
  ownerUserId: USER_MARIA_ID,
  notes: 'Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.',
} satisfies Body<typeof ZCreatePursuitRequest>;

export const pursuitCreated: Pursuit = {
  id: PURSUIT_ID,
  grantId: GRANT_ID,
  title: pursuitCreateRequest.title,
  stage: 'qualifying',
  status: 'active',
  probability: 25,
  amountRequested: pursuitCreateRequest.amountRequested,
  amountAwarded: null,
  currency: 'USD',
  deadline: grantSummary.closeDate, // the grant's close date, as none was sent
  ownerUserId: USER_MARIA_ID,
  notes: pursuitCreateRequest.notes,
  lostReason: null,
  wonAt: null,
  requirementsProgress: { total: 0, done: 0, requiredOpen: 0 },
  createdAt: '2026-02-17T15:20:44.318Z',
  updatedAt: '2026-02-17T15:20:44.318Z',
};

export const pursuitWonRequest = {
  status: 'won',
  amountAwarded: 385_000,
  projectStartDate: '2026-09-01',
  projectEndDate: '2027-08-31',
} satisfies Body<typeof ZUpdatePursuitRequest, 'id'>;

export const pursuitWon: Pursuit = {
  ...pursuitCreated,
  stage: 'submitted',
  status: 'won',
  probability: 100,
  amountAwarded: pursuitWonRequest.amountAwarded,
  wonAt: '2026-07-22T15:04:31.489Z',
  updatedAt: WON_AT_TRANSACTION,
};

export const projectWhenWon: Project = {
  id: PROJECT_ID,
  name: pursuitWon.title,
  pursuitId: PURSUIT_ID,
  grantId: GRANT_ID,
  status: 'active',
  awardAmount: pursuitWonRequest.amountAwarded,
  currency: 'USD',
  startDate: pursuitWonRequest.projectStartDate,
  endDate: pursuitWonRequest.projectEndDate,
  // The default deliverables: kickoff meeting, interim report, final report.
  taskCounts: { total: 3, completed: 0, overdue: 0 },
  closedAt: null,
  createdAt: WON_AT_TRANSACTION,
  updatedAt: WON_AT_TRANSACTION,
};

export const pursuitUpdate: z.output<typeof ZUpdatePursuitResponse> = { ...pursuitWon, project: projectWhenWon };

const maria = `user:${USER_MARIA_ID}`;
export const pursuitDetail: z.output<typeof ZPursuitDetail> = {
  ...pursuitWon,
  allowedMoves: { stages: [], statuses: [] }, // won is final
  history: [
    {
      id: 'c683b8b3-6b9d-4c0d-b0a2-1c2c6dfaee85',
      field: 'status',
      from: null,
      to: 'active',
      actor: maria,
      at: pursuitCreated.createdAt,
    },
    {
      id: '38d1fff5-9ab3-4d82-92f9-40458a7a373d',
      field: 'stage',
      from: null,
      to: 'qualifying',
      actor: maria,
      at: pursuitCreated.createdAt,
    },
    {
      id: 'c25bbc24-f7f6-41a2-98e2-ef426ec49064',
      field: 'stage',
      from: 'qualifying',
      to: 'drafting',
      actor: maria,
      at: '2026-03-02T13:11:05.760Z',
    },
    {
      id: '4448d46e-1053-4c1d-8f92-9a19b161a825',
      field: 'probability',
      from: '25',
      to: '50',
      actor: maria,
      at: '2026-03-02T13:11:05.760Z',
    },
    {
      id: 'aa0ae9cf-c977-4dec-adf0-a16266174627',
      field: 'stage',
      from: 'drafting',
      to: 'submitted',
      actor: maria,
      at: '2026-04-10T19:48:22.035Z',
    },
    {
      id: 'b7ffa1e1-9144-4e8a-8508-3e5021ab3b3e',
      field: 'probability',
      from: '50',
      to: '60',
      actor: maria,
      at: '2026-04-10T19:48:22.035Z',
    },
    {
      id: 'a0c677bf-7775-48d9-8c65-24fe55e5a6e9',
      field: 'status',
      from: 'active',
      to: 'won',
      actor: maria,
      at: WON_AT_TRANSACTION,
    },
    {
      id: '821d7b55-7305-45f7-bdad-64aaa1dc8eed',
      field: 'probability',
      from: '60',
      to: '100',
      actor: maria,
      at: WON_AT_TRANSACTION,
    },
    {
      id: '90c4fba8-6b30-4c9c-989a-4f001e087b02',
      field: 'amountAwarded',
      from: null,
      to: '385000',
      actor: maria,
      at: WON_AT_TRANSACTION,
    },
  ],
};

/** The open pipeline on 2026-09-21 (the won pursuit has left it). */
export const imlsPursuit: Pursuit = {
  id: IMLS_PURSUIT_ID,
  grantId: IMLS_GRANT_ID,
  title: 'Libraries as Adult Learning Hubs (IMLS National Leadership Grants for Libraries)',
  stage: 'drafting',
  status: 'active',
  probability: 50,
  amountRequested: 250_000,
  amountAwarded: null,
  currency: 'USD',
  deadline: '2026-10-08',
  ownerUserId: USER_MARIA_ID,
  notes: null,
  lostReason: null,
  wonAt: null,
  requirementsProgress: { total: 8, done: 5, requiredOpen: 3 },
  createdAt: '2026-07-20T14:03:27.905Z',
  updatedAt: '2026-09-16T11:25:48.660Z',
};

const foundationPursuit: Pursuit = {
  id: FOUNDATION_PURSUIT_ID,
  grantId: null,
  title: 'Appalachian Literacy Fund: 2027 community grant',
  stage: 'prospect',
  status: 'on_hold',
  probability: 10,
  amountRequested: 20_000,
  amountAwarded: null,
  currency: 'USD',
  deadline: null,
  ownerUserId: null,
  notes: 'Waiting for the fund to open its 2027 cycle.',
  lostReason: null,
  wonAt: null,
  requirementsProgress: { total: 0, done: 0, requiredOpen: 0 },
  createdAt: '2026-05-04T09:12:40.118Z',
  updatedAt: '2026-06-01T08:30:02.447Z',
};

export const pursuitsList: Page<typeof ZPursuit> = {
  data: [imlsPursuit, foundationPursuit],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};
