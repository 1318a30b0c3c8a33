// GET /missions: the operation as the API reference shows it, with its request and response schemas.
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZStringBool } from '../../schemas';
import { missionsList } from './mission.examples';
import { ZMission } from './mission.schema';

export const ZListMissionsRequest = ZPaginationQuery.extend({ active: ZStringBool.optional() });

export const listMissionsOperation = restOperation({
  method: 'GET',
  path: '/missions',
  tags: ['Missions'],
  summary: 'List missions (oldest first)',
  description: "The organization's missions, oldest first.",
  protect: true,
  input: ZListMissionsRequest,
  output: paginatedResponse(ZMission),
  errors: [],
  example: { summary: 'The organization’s two missions, oldest first', response: missionsList },
});
