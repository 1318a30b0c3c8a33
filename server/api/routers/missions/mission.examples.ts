// The missions of the example story (server/api/openapi/example-story.ts).
import type { z } from 'zod';
import { MISSION_ID, NONPROFIT_501C3, SUMMER_MISSION_ID } from '../../openapi/example-story';
import type { Body, Page } from '../../openapi/operation';
import type { ZDeleteMissionResponse } from './delete-mission.schema';
import type { ZCreateMissionRequest, ZMission } from './mission.schema';
import type { ZUpdateMissionRequest } from './update-mission.schema';

type Mission = z.output<typeof ZMission>;

export const missionCreateRequest = {
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

export const missionCreated: Mission = {
  id: MISSION_ID,
  ...missionCreateRequest,
  active: true,
  createdAt: '2026-01-20T16:02:11.845Z',
  updatedAt: '2026-01-20T16:02:11.845Z',
};

// Every list field is shown, so that a contract fuzzer working from the examples exercises their rules too.
export const missionUpdateRequest = {
  keywords: ['adult literacy', 'rural', 'family literacy', 'GED preparation', 'digital literacy'],
  categories: ['Education', 'Employment, Labor and Training'],
  eligibleApplicantTypes: [NONPROFIT_501C3],
  amountMax: 500_000,
} satisfies Body<typeof ZUpdateMissionRequest, 'id'>;

export const mission: Mission = { ...missionCreated, ...missionUpdateRequest, updatedAt: '2026-02-03T10:27:40.112Z' };

export const summerMission: Mission = {
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

export const missionsList: Page<typeof ZMission> = {
  data: [mission, summerMission],
  pagination: { limit: 20, offset: 0, total: 2, hasMore: false },
};

export const missionDeleted: z.output<typeof ZDeleteMissionResponse> = { id: SUMMER_MISSION_ID, deleted: true };
