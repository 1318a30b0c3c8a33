// One worked example per REST operation (by operationId), for the OpenAPI document and the SDK docs.
//
// They tell one story, so every id and date agrees across operations: Prairie Reads Literacy Council, a small
// literacy nonprofit in eastern Kentucky, runs the mission "Adult literacy in rural counties". The Department of
// Education posts a Grants.gov opportunity (ED-GRANTS-021126-001, Assistance Listing 84.191) on 2026-02-11; the
// council pursues it, submits in April and wins it on 2026-07-22 ($385,000 of the $400,000 requested), which creates
// the funded project with its default deliverables; an ERP integration later completes the kickoff deliverable.
// The lists, the events and the report are read on 2026-09-21.
//
// Every value is typed by the schema of the procedure that answers it (compile time), and
// examples.test.ts parses each one with the procedure's own zod parsers (run time). Only type imports below, apart
// from package.json: the document generator imports this file, and nothing here may load the router.
import type { inferProcedureOutput } from '@trpc/server';
import type { z } from 'zod';
import pkg from '~/package.json' with { type: 'json' };
import type { paginatedResponse } from '../pagination';
import type { listAuditLogProcedure } from '../routers/audit-log/list-audit-log';
import type { ZAuditRecord, ZListAuditLogResponse } from '../routers/audit-log/list-audit-log.schema';
import type { listEventsProcedure } from '../routers/events/list-events';
import type { ZEvent, ZListEventsResponse } from '../routers/events/list-events.schema';
import type { getGrantProcedure } from '../routers/grants/get-grant';
import type { ZGetGrantResponse } from '../routers/grants/get-grant.schema';
import type { listGrantsProcedure } from '../routers/grants/list-grants';
import type { ZListGrantsResponse } from '../routers/grants/list-grants.schema';
import type { createMissionProcedure } from '../routers/missions/create-mission';
import type { deleteMissionProcedure } from '../routers/missions/delete-mission';
import type { listMissionsProcedure } from '../routers/missions/list-missions';
import type { ZCreateMissionRequest, ZMission } from '../routers/missions/mission.schema';
import type { updateMissionProcedure, ZUpdateMissionRequest } from '../routers/missions/update-mission';
import type { getProjectProcedure } from '../routers/projects/get-project';
import type { listProjectsProcedure } from '../routers/projects/list-projects';
import type { ZCreateTaskRequest, ZProject, ZTask, ZUpdateTaskRequest } from '../routers/projects/project.schema';
import type { createPursuitProcedure } from '../routers/pursuits/create-pursuit';
import type { getPursuitProcedure } from '../routers/pursuits/get-pursuit';
import type { listPursuitsProcedure } from '../routers/pursuits/list-pursuits';
import type {
  ZCreatePursuitRequest,
  ZPursuit,
  ZPursuitDetail,
  ZUpdatePursuitRequest,
  ZUpdatePursuitResponse,
} from '../routers/pursuits/pursuit.schema';
import type { updatePursuitProcedure } from '../routers/pursuits/update-pursuit';
import type { summaryProcedure } from '../routers/reports/summary';
import type { ZReportSummary } from '../routers/reports/summary.schema';
import type { deleteSavedSearchProcedure } from '../routers/saved-searches/procedures';
import type {
  ZCreateSavedSearchRequest,
  ZSavedSearch,
  ZUpdateSavedSearchRequest,
} from '../routers/saved-searches/saved-search.schema';
import type { healthProcedure } from '../routers/system/health';
import type { ZHealthResponse } from '../routers/system/health.schema';
import type { createTaskProcedure } from '../routers/tasks/create-task';
import type { listTasksProcedure } from '../routers/tasks/list-tasks';
import type { updateTaskProcedure } from '../routers/tasks/update-task';

export interface OperationExample {
  /** One line saying what the example shows. */
  summary: string;
  /** The JSON request body (POST and PATCH only; path parameters are not part of it). */
  request?: unknown;
  /** The success body. */
  response: unknown;
}

// ---- Types ---------------------------------------------------------------------------------------------------------

type Page<T extends z.ZodType> = z.output<ReturnType<typeof paginatedResponse<T>>>;
/** A request body: the procedure's input without its path parameters. */
type Body<S extends z.ZodType, PathParams extends string = never> = Omit<z.input<S>, PathParams>;

type Health = z.output<typeof ZHealthResponse>;
type GrantList = z.output<typeof ZListGrantsResponse>;
type GrantListItem = GrantList['data'][number];
type Grant = z.output<typeof ZGetGrantResponse>;
type Mission = z.output<typeof ZMission>;
type MissionList = Page<typeof ZMission>;
type MissionDeleted = inferProcedureOutput<typeof deleteMissionProcedure>; // its output schema is inline
type Pursuit = z.output<typeof ZPursuit>;
type PursuitList = Page<typeof ZPursuit>;
type PursuitDetail = z.output<typeof ZPursuitDetail>;
type PursuitUpdate = z.output<typeof ZUpdatePursuitResponse>;
type Project = z.output<typeof ZProject>;
type ProjectList = Page<typeof ZProject>;
type Task = z.output<typeof ZTask>;
type TaskList = Page<typeof ZTask>;
type ReportSummary = z.output<typeof ZReportSummary>;
type Event = z.output<typeof ZEvent>;
type EventList = z.output<typeof ZListEventsResponse>;
type SavedSearch = z.output<typeof ZSavedSearch>;
type SavedSearchList = Page<typeof ZSavedSearch>;
type SavedSearchDeleted = inferProcedureOutput<typeof deleteSavedSearchProcedure>; // its output schema is inline
type AuditRecord = z.output<typeof ZAuditRecord>;
type AuditLog = z.output<typeof ZListAuditLogResponse>;

/**
 * The schemas named above must be the ones the procedures answer with: each line fails to compile when a procedure's
 * `.output()` moves to another schema.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outputsMatch: {
  [K in keyof OutputChecks]: Same<OutputChecks[K][0], inferProcedureOutput<OutputChecks[K][1]>>;
} = {
  health: true,
  grantsList: true,
  grantsGet: true,
  missionsList: true,
  missionsCreate: true,
  missionsUpdate: true,
  pursuitsList: true,
  pursuitsCreate: true,
  pursuitsGet: true,
  pursuitsUpdate: true,
  projectsList: true,
  projectsGet: true,
  tasksList: true,
  tasksCreate: true,
  tasksUpdate: true,
  reportsSummary: true,
  eventsList: true,
  auditLogList: true,
};
interface OutputChecks {
  health: [Health, typeof healthProcedure];
  grantsList: [GrantList, typeof listGrantsProcedure];
  grantsGet: [Grant, typeof getGrantProcedure];
  missionsList: [MissionList, typeof listMissionsProcedure];
  missionsCreate: [Mission, typeof createMissionProcedure];
  missionsUpdate: [Mission, typeof updateMissionProcedure];
  pursuitsList: [PursuitList, typeof listPursuitsProcedure];
  pursuitsCreate: [Pursuit, typeof createPursuitProcedure];
  pursuitsGet: [PursuitDetail, typeof getPursuitProcedure];
  pursuitsUpdate: [PursuitUpdate, typeof updatePursuitProcedure];
  projectsList: [ProjectList, typeof listProjectsProcedure];
  projectsGet: [Project, typeof getProjectProcedure];
  tasksList: [TaskList, typeof listTasksProcedure];
  tasksCreate: [Task, typeof createTaskProcedure];
  tasksUpdate: [Task, typeof updateTaskProcedure];
  reportsSummary: [ReportSummary, typeof summaryProcedure];
  eventsList: [EventList, typeof listEventsProcedure];
  auditLogList: [AuditLog, typeof listAuditLogProcedure];
}
void outputsMatch;

// ---- Ids -----------------------------------------------------------------------------------------------------------

const ORGANIZATION_ID = 'df56b710-ef56-4371-bd0f-25a983a596f8';
/** Maria Alvarez, grants manager (owner of the pursuits). */
const USER_MARIA_ID = '041c4260-77d2-4486-bce9-e7d44e36b389';
/** Devon Price, program coordinator (assignee of deliverables). */
const USER_DEVON_ID = 'd7470701-29f0-4fdb-aff1-bc02176b1b9e';
/** The "ERP sync" API key that completes deliverables. */
const API_KEY_ID = '1dbf716a-33bd-40a3-a00b-d86fb8d24c7c';

const MISSION_ID = '71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81';
const SUMMER_MISSION_ID = 'ce209b34-725a-4ba1-9829-c35a1f63e310';
const GRANT_ID = '502b8e2f-34b9-4c75-8605-9bb0602e42de';
const IMLS_GRANT_ID = 'cb8610af-c632-4848-9924-5f794f2e9676';
const PREVIOUS_CYCLE_ID = '0d5b3f9e-6c1a-4f7e-9b8d-2a4c6e8f1b3d';
const PURSUIT_ID = 'fb7ab094-9ef0-46b5-8bd1-61abb9615d08';
const IMLS_PURSUIT_ID = 'df65e3d5-6d9a-440c-8844-41675c9951a3';
const FOUNDATION_PURSUIT_ID = 'cf176e73-3f71-422f-8b80-0c1c601154e0';
const PROJECT_ID = 'ff11b191-5b38-45a8-afba-5266e8318c69';
const TASK_KICKOFF_ID = 'da44a9d5-1cdc-415b-a20b-e19bae7cd797';
const TASK_TUTORS_ID = '9858b48b-b8b9-4f62-9afa-cfb44373ca6e';

// ---- Missions ------------------------------------------------------------------------------------------------------

const NONPROFIT_501C3 =
  'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education';

const missionCreateRequest = {
  name: 'Adult literacy in rural counties',
  description:
    'One-to-one tutoring and small-group classes that help adults in rural counties read, write and handle everyday ' +
    'math, taught by trained volunteers at county libraries and community centers.',
  keywords: ['adult literacy', 'rural', 'family literacy', 'GED preparation', 'English language learners'],
  categories: ['Education'],
  eligibleApplicantTypes: [NONPROFIT_501C3],
  amountMin: 50_000,
  amountMax: 250_000,
} satisfies Body<typeof ZCreateMissionRequest>;

const missionCreated: Mission = {
  id: MISSION_ID,
  ...missionCreateRequest,
  active: true,
  createdAt: '2026-01-20T16:02:11.845Z',
  updatedAt: '2026-01-20T16:02:11.845Z',
};

const missionUpdateRequest = { amountMax: 500_000 } satisfies Body<typeof ZUpdateMissionRequest, 'id'>;

const mission: Mission = { ...missionCreated, ...missionUpdateRequest, updatedAt: '2026-02-03T10:27:40.112Z' };

const summerMission: Mission = {
  id: SUMMER_MISSION_ID,
  name: 'Summer reading for rural families',
  description: 'Summer reading clubs at county libraries where parents and children read together.',
  keywords: ['family literacy'],
  categories: ['Education'],
  eligibleApplicantTypes: [],
  amountMin: null,
  amountMax: null,
  active: true,
  createdAt: '2026-01-27T14:45:09.301Z',
  updatedAt: '2026-01-27T14:45:09.301Z',
};

// ---- Grants --------------------------------------------------------------------------------------------------------

const grantSummary = {
  id: GRANT_ID,
  source: 'grants.gov',
  sourceId: '361472',
  opportunityNumber: 'ED-GRANTS-021126-001',
  title:
    'Office of Career, Technical, and Adult Education (OCTAE): Rural Adult Literacy Innovation Program, ' +
    'Assistance Listing Number 84.191B',
  agency: 'Department of Education',
  agencyCode: 'ED',
  status: 'posted',
  postedDate: '2026-02-11',
  closeDate: '2026-04-14',
  archiveDate: '2026-05-14',
  awardFloor: 150_000,
  awardCeiling: 450_000,
  estimatedTotalFunding: 6_000_000,
  expectedAwards: 15,
  currency: 'USD',
  categories: ['Education'],
  fundingInstruments: ['Grant'],
  eligibleApplicantTypes: [
    'County governments',
    'Public and State controlled institutions of higher education',
    NONPROFIT_501C3,
    'Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education',
  ],
  // The Grants.gov extract gives the assistance listing number alone.
  assistanceListings: [{ number: '84.191', title: null }],
  costSharing: false,
  url: 'https://www.grants.gov/search-results-detail/361472',
  updatedAt: '2026-02-12T06:14:51.630Z',
} satisfies Omit<
  Grant,
  'description' | 'eligibilityNotes' | 'contact' | 'matches' | 'pursuitId' | 'cycles' | 'recurrence'
>;

/** Score 89 = 32 + 26 + 12 + 4 + 15 (docs/matching.md). */
const missionMatch = {
  score: 89,
  missionId: MISSION_ID,
  missionName: mission.name,
  reasons: [
    { kind: 'keyword', detail: 'matched "adult literacy" in the title and the text (2 mentions)', points: 32 },
    { kind: 'keyword', detail: 'matched "rural" in the title and the text (1 mention)', points: 26 },
    { kind: 'keyword', detail: 'matched "family literacy" in the description (2 mentions)', points: 12 },
    { kind: 'term', detail: 'mission description terms found: tutoring, volunteers', points: 4 },
    { kind: 'category', detail: 'Education', points: 15 },
    { kind: 'eligibility', detail: `open to ${NONPROFIT_501C3}`, points: 0 },
    { kind: 'amount', detail: 'award $150,000–$450,000 fits your range $50,000–$500,000', points: 0 },
  ],
} satisfies Grant['matches'][number];

/** Score 55 = 12 + 24 + 4 + 15. */
const summerMissionMatch = {
  score: 55,
  missionId: SUMMER_MISSION_ID,
  missionName: summerMission.name,
  reasons: [
    { kind: 'keyword', detail: 'matched "family literacy" in the description (2 mentions)', points: 12 },
    { kind: 'scale', detail: 'the mission has 1 keyword: keyword points × 3/1, up to 40', points: 24 },
    { kind: 'term', detail: 'mission description terms found: libraries, parents', points: 4 },
    { kind: 'category', detail: 'Education', points: 15 },
  ],
} satisfies Grant['matches'][number];

const grant: Grant = {
  ...grantSummary,
  description:
    'The Rural Adult Literacy Innovation Program supports projects that raise the literacy, numeracy and digital ' +
    'skills of adults in rural counties, where adult education providers are few and far apart.\n' +
    'Projects may combine adult literacy instruction with family literacy activities, volunteer tutoring, ' +
    'distance learning and partnerships with public libraries and employers. Applicants must describe how they will ' +
    'recruit and train volunteers, how they will measure gains in adult literacy, and how family literacy services ' +
    'will reach parents of young children.',
  eligibilityNotes:
    'Eligible applicants are local educational agencies, community-based organizations of demonstrated ' +
    'effectiveness, public libraries and institutions of higher education that serve adults in rural counties, ' +
    'alone or in consortia.',
  contact: {
    name: 'Tamara Ellison',
    email: 'RuralAdultLiteracy@ed.gov',
    phone: '202-245-7740',
    text: 'Tamara Ellison\nOffice of Career, Technical, and Adult Education\nU.S. Department of Education\nRuralAdultLiteracy@ed.gov',
  },
  matches: [missionMatch, summerMissionMatch],
  pursuitId: PURSUIT_ID,
  // Last year's cycle of the same program (same agency, assistance listing and title but for the year).
  cycles: [
    {
      id: PREVIOUS_CYCLE_ID,
      opportunityNumber: 'ED-GRANTS-020925-001',
      postedDate: '2025-02-09',
      closeDate: '2025-04-11',
      status: 'closed',
    },
  ],
  recurrence: { cadence: 'annual', lastCloseDate: '2025-04-11', expectedNextPostDate: '2027-02-11' },
};

const grantListItem: GrantListItem = {
  ...grantSummary,
  match: { score: missionMatch.score, missionId: missionMatch.missionId, missionName: missionMatch.missionName },
  pursuitId: PURSUIT_ID,
  recurring: true,
};

// ---- Pursuits ------------------------------------------------------------------------------------------------------

const pursuitCreateRequest = {
  grantId: GRANT_ID,
  title: 'Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)',
  stage: 'qualifying',
  amountRequested: 400_000,
  ownerUserId: USER_MARIA_ID,
  notes: 'Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.',
} satisfies Body<typeof ZCreatePursuitRequest>;

const pursuitCreated: Pursuit = {
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
  createdAt: '2026-02-17T15:20:44.318Z',
  updatedAt: '2026-02-17T15:20:44.318Z',
};

const pursuitWonRequest = {
  status: 'won',
  amountAwarded: 385_000,
  projectStartDate: '2026-09-01',
  projectEndDate: '2027-08-31',
} satisfies Body<typeof ZUpdatePursuitRequest, 'id'>;

const WON_AT_TRANSACTION = '2026-07-22T15:04:31.482Z';

const pursuitWon: Pursuit = {
  ...pursuitCreated,
  stage: 'submitted',
  status: 'won',
  probability: 100,
  amountAwarded: pursuitWonRequest.amountAwarded,
  wonAt: '2026-07-22T15:04:31.489Z',
  updatedAt: WON_AT_TRANSACTION,
};

const projectWhenWon: Project = {
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

const maria = `user:${USER_MARIA_ID}`;
const pursuitDetail: PursuitDetail = {
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
const imlsPursuit: Pursuit = {
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
  createdAt: '2026-05-04T09:12:40.118Z',
  updatedAt: '2026-06-01T08:30:02.447Z',
};

// ---- Project and deliverables --------------------------------------------------------------------------------------

/** The project as read on 2026-09-21: four deliverables, the kickoff done. */
const project: Project = { ...projectWhenWon, taskCounts: { total: 4, completed: 1, overdue: 0 } };

const taskCreateRequest = {
  title: 'Recruit and train 40 volunteer tutors',
  description:
    'Recruit volunteer tutors in Harlan, Letcher and Perry counties and run the 12-hour tutor training at each library.',
  dueDate: '2026-10-15',
  assigneeUserId: USER_DEVON_ID,
} satisfies Body<typeof ZCreateTaskRequest, 'id'>;

const tutorsTask: Task = {
  id: TASK_TUTORS_ID,
  projectId: PROJECT_ID,
  ...taskCreateRequest,
  status: 'todo',
  completedAt: null,
  completedBy: null,
  createdAt: '2026-09-10T13:55:19.204Z',
  updatedAt: '2026-09-10T13:55:19.204Z',
};

const taskCompleteRequest = { status: 'completed' } satisfies Body<typeof ZUpdateTaskRequest, 'id' | 'taskId'>;

const kickoffCompleted: Task = {
  id: TASK_KICKOFF_ID,
  projectId: PROJECT_ID,
  title: 'Kickoff meeting',
  description: null,
  status: taskCompleteRequest.status,
  dueDate: '2026-09-15', // project start + 14 days
  assigneeUserId: USER_MARIA_ID,
  completedAt: '2026-09-14T16:42:08.371Z',
  completedBy: `api_key:${API_KEY_ID}`,
  createdAt: WON_AT_TRANSACTION,
  updatedAt: '2026-09-14T16:42:08.366Z',
};

// ---- Events --------------------------------------------------------------------------------------------------------

const taskCompletedEvent = {
  id: 'evt_01M2GCR93S5TNAKQ8DZ1VXC7GM',
  type: 'task.completed',
  createdAt: '2026-09-14T16:42:08.377Z',
  apiVersion: 'v1',
  livemode: true,
  organizationId: ORGANIZATION_ID,
  data: { task: kickoffCompleted, project } satisfies { task: Task; project: Project },
} satisfies Event;

const pursuitWonEvent = {
  id: 'evt_01KY55PQGJR7H2WB9ESYD3N6KP',
  type: 'pursuit.won',
  createdAt: '2026-07-22T15:04:31.506Z',
  apiVersion: 'v1',
  livemode: true,
  organizationId: ORGANIZATION_ID,
  data: { pursuit: pursuitWon, project: projectWhenWon } satisfies { pursuit: Pursuit; project: Project },
} satisfies Event;

// ---- Report --------------------------------------------------------------------------------------------------------

/**
 * Read on 2026-09-21 for the default period. Besides the three pursuits above, one pursuit was lost in May.
 * weightedForecast = 250,000 × 50% + 20,000 × 10%.
 */
const reportSummary: ReportSummary = {
  generatedAt: '2026-09-21T08:00:00.000Z',
  period: { from: '2026-01-01', to: '2026-09-21' },
  pipeline: {
    activeCount: 2,
    byStage: [
      { stage: 'prospect', count: 1, amountRequested: 20_000 },
      { stage: 'qualifying', count: 0, amountRequested: 0 },
      { stage: 'drafting', count: 1, amountRequested: 250_000 },
      { stage: 'submitted', count: 0, amountRequested: 0 },
    ],
    byStatus: [
      { status: 'active', count: 1 },
      { status: 'on_hold', count: 1 },
      { status: 'won', count: 1 },
      { status: 'lost', count: 1 },
      { status: 'withdrawn', count: 0 },
    ],
    totalRequested: 270_000,
    weightedForecast: 127_000,
  },
  outcomes: {
    won: 1,
    lost: 1,
    winRate: 0.5,
    totalAwarded: 385_000,
    byMonth: [{ month: '2026-07', won: 1, awarded: 385_000 }],
  },
  projects: { active: 1, completed: 0, closed: 0, totalAwarded: 385_000 },
  tasks: {
    total: 4,
    completed: 1,
    overdue: 0,
    completionRate: 0.25,
    upcoming: [
      {
        id: tutorsTask.id,
        projectId: PROJECT_ID,
        projectName: project.name,
        title: tutorsTask.title,
        status: tutorsTask.status,
        dueDate: tutorsTask.dueDate,
        assigneeUserId: tutorsTask.assigneeUserId,
      },
    ],
  },
  deadlines: {
    upcoming: [
      {
        id: imlsPursuit.id,
        title: imlsPursuit.title,
        stage: imlsPursuit.stage,
        status: imlsPursuit.status,
        deadline: imlsPursuit.deadline,
        amountRequested: imlsPursuit.amountRequested,
        currency: imlsPursuit.currency,
      },
    ],
  },
  grants: { matched: 14, highMatch: 3 },
};

// ---- The examples --------------------------------------------------------------------------------------------------

const health: Health = {
  status: 'ok',
  version: pkg.version,
  uptimeSeconds: 86_412,
  checks: { database: 'ok', rateLimiter: 'ok' },
};

const grantsList: GrantList = {
  data: [grantListItem],
  pagination: { limit: 1, offset: 0, total: 9, hasMore: true },
};

const missionsList: MissionList = {
  data: [mission, summerMission],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

const missionDeleted: MissionDeleted = { id: SUMMER_MISSION_ID, deleted: true };

const pursuitsList: PursuitList = {
  data: [imlsPursuit, foundationPursuit],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

const pursuitUpdate: PursuitUpdate = { ...pursuitWon, project: projectWhenWon };

const projectsList: ProjectList = {
  data: [project],
  pagination: { limit: 20, offset: 0, total: 1, hasMore: false },
};

const tasksList: TaskList = {
  data: [kickoffCompleted, tutorsTask],
  pagination: { limit: 2, offset: 0, total: 4, hasMore: true },
};

const eventsList: EventList = {
  data: [taskCompletedEvent, pursuitWonEvent],
  pagination: { limit: 2, offset: 0, total: 6, hasMore: true },
};

// ---- Saved searches ------------------------------------------------------------------------------------------------

const SAVED_SEARCH_ID = '6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90';
const SHARED_SEARCH_ID = 'a4d9f7c1-2b3e-4f50-8e6d-7c1b9a0f3d22';

const savedSearchCreateRequest = {
  name: 'Literacy grants closing this year',
  filters: { missionId: MISSION_ID, minScore: 70, status: ['posted'], closesBefore: '2026-12-31' },
} satisfies Body<typeof ZCreateSavedSearchRequest>;

const savedSearch: SavedSearch = {
  id: SAVED_SEARCH_ID,
  name: 'Literacy grants closing this year',
  filters: { missionId: MISSION_ID, minScore: 70, status: ['posted'], closesBefore: '2026-12-31' },
  grantsQuery: `missionId=${MISSION_ID}&minScore=70&status=posted&closesBefore=2026-12-31`,
  shared: false,
  createdAt: '2026-09-21T14:05:12.000Z',
  updatedAt: '2026-09-21T14:05:12.000Z',
};

const savedSearchUpdateRequest = { name: 'Literacy grants, 70+' } satisfies Body<
  typeof ZUpdateSavedSearchRequest,
  'id'
>;

const sharedSearch: SavedSearch = {
  id: SHARED_SEARCH_ID,
  name: 'Department of Education, anything open',
  filters: { agency: 'ED', sort: 'closeDate' },
  grantsQuery: 'agency=ED&sort=closeDate',
  shared: true,
  createdAt: '2026-08-02T09:00:00.000Z',
  updatedAt: '2026-08-02T09:00:00.000Z',
};

const savedSearchesList: SavedSearchList = {
  data: [sharedSearch, savedSearch],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

const savedSearchDeleted: SavedSearchDeleted = { id: SAVED_SEARCH_ID, deleted: true };

// ---- Audit log -----------------------------------------------------------------------------------------------------

/** The ERP key completing the kickoff deliverable, then Maria revealing a webhook secret: newest first. */
const secretRevealed: AuditRecord = {
  id: '3c9e1f2a-7b4d-4e6f-8a1c-5d2b9e0f4a73',
  organizationId: ORGANIZATION_ID,
  seq: 214,
  occurredAt: '2026-09-21T13:42:07.318Z',
  actor: { kind: 'user', id: USER_MARIA_ID, label: 'maria.alvarez@prairiereads.org' },
  requestId: 'req_5e8b2d4f-1c7a-4f3e-9b6d-0a2c4e6f8b1d',
  ip: '203.0.113.24',
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  action: 'webhook.secret_revealed',
  target: { type: 'webhook_endpoint', id: '8e2d4b6f-1a3c-4d5e-9f70-2b4c6d8e0a13' },
  changes: {},
  prevHash: '9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f',
  hash: 'c47e2a9b1d3f5e7a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d1f3e5a7c9b0d2f4e6a',
};

const kickoffCompletedRecord: AuditRecord = {
  id: '5a7c9e1b-3d5f-4a7c-9e1b-3d5f7a9c1e2b',
  organizationId: ORGANIZATION_ID,
  seq: 213,
  occurredAt: '2026-09-18T10:15:44.902Z',
  actor: { kind: 'api_key', id: API_KEY_ID, label: 'ERP sync' },
  requestId: 'req_a3f9c1e7-6b2d-4d8f-8e4a-7c5b3d1f9e2a',
  ip: '198.51.100.7',
  userAgent: 'erp-connector/4.2',
  action: 'task.updated',
  target: { type: 'task', id: TASK_KICKOFF_ID },
  changes: {
    status: ['in_progress', 'completed'],
    completedAt: [null, '2026-09-18T10:15:44.871Z'],
    completedBy: [null, `api_key:${API_KEY_ID}`],
  },
  prevHash: '2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c',
  hash: '9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f',
};

const auditLogList: AuditLog = {
  data: [secretRevealed, kickoffCompletedRecord],
  pagination: { limit: 2, offset: 0, total: 214, hasMore: true },
};

/** One example per REST operation, by operationId. */
export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  'system-health': { summary: 'A healthy instance with its dependency checks', response: health },
  'grants-list': { summary: 'The best-matching grant, first page of one (limit=1)', response: grantsList },
  'grants-get': { summary: 'A Department of Education grant with its match for each mission', response: grant },
  'missions-list': { summary: 'The organization’s two missions, oldest first', response: missionsList },
  'missions-create': {
    summary: 'Create the mission "Adult literacy in rural counties"',
    request: missionCreateRequest,
    response: missionCreated,
  },
  'missions-update': { summary: 'Raise the mission’s maximum award', request: missionUpdateRequest, response: mission },
  'missions-delete': { summary: 'Delete a mission', response: missionDeleted },
  'pursuits-list': { summary: 'The open pipeline: one pursuit drafting, one on hold', response: pursuitsList },
  'pursuits-create': {
    summary: 'Pursue a grant, starting at the qualifying stage',
    request: pursuitCreateRequest,
    response: pursuitCreated,
  },
  'pursuits-get': { summary: 'A won pursuit with its stage and status history', response: pursuitDetail },
  'pursuits-update': {
    summary: 'Mark a submitted pursuit won: the response carries the funded project',
    request: pursuitWonRequest,
    response: pursuitUpdate,
  },
  'projects-list': { summary: 'The organization’s funded projects', response: projectsList },
  'projects-get': { summary: 'A funded project with its task counts', response: project },
  'tasks-list': { summary: 'A project’s first two deliverables by due date (limit=2)', response: tasksList },
  'tasks-create': {
    summary: 'Add a deliverable with a due date and an assignee',
    request: taskCreateRequest,
    response: tutorsTask,
  },
  'tasks-update': { summary: 'Complete a deliverable', request: taskCompleteRequest, response: kickoffCompleted },
  'reports-summary': { summary: 'The summary report for this year to date', response: reportSummary },
  'events-list': { summary: 'The two newest events (limit=2)', response: eventsList },
  'auditLog-list': {
    summary: 'The two newest audit records (limit=2): a revealed secret, a completed deliverable',
    response: auditLogList,
  },
  'savedSearches-list': {
    summary: 'A member’s own search and the organization’s shared one',
    response: savedSearchesList,
  },
  'savedSearches-create': {
    summary: 'Save the high-scoring literacy grants closing this year',
    request: savedSearchCreateRequest,
    response: savedSearch,
  },
  'savedSearches-update': {
    summary: 'Rename a saved search',
    request: savedSearchUpdateRequest,
    response: { ...savedSearch, name: 'Literacy grants, 70+', updatedAt: '2026-09-22T08:30:00.000Z' },
  },
  'savedSearches-delete': { summary: 'Delete a saved search', response: savedSearchDeleted },
};
