// POST /missions: the operation as the API reference shows it, with its request and response schemas.
import { restOperation } from '../../openapi/operation';
import { missionCreated, missionCreateRequest } from './mission.examples';
import { ZCreateMissionRequest, ZMission } from './mission.schema';

export const createMissionOperation = restOperation({
  method: 'POST',
  path: '/missions',
  tags: ['Missions'],
  summary: 'Create a mission',
  description:
    'Creates a mission. Its matches against the whole catalog are computed before the answer, so a `GET ' +
    '/grants` right after it already ranks by it. Accepts `Idempotency-Key`.',
  protect: true,
  input: ZCreateMissionRequest,
  output: ZMission,
  status: 201,
  errors: ['CONFLICT', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Create the mission "Adult literacy in rural counties"',
    request: missionCreateRequest,
    response: missionCreated,
  },
});
