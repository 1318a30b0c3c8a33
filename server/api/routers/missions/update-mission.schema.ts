// PATCH /missions/{id}: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZId } from '../../schemas';
import { mission, missionUpdateRequest } from './mission.examples';
import { ZMission, ZMissionFields } from './mission.schema';

export const ZUpdateMissionRequest = z
  .object({ id: ZId })
  .extend(ZMissionFields.partial().shape)
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });

export const updateMissionOperation = restOperation({
  method: 'PATCH',
  path: '/missions/{id}',
  tags: ['Missions'],
  summary: 'Update a mission',
  description: "Changes some of a mission's fields (at least one); its matches are recomputed before the answer.",
  protect: true,
  input: ZUpdateMissionRequest,
  output: ZMission,
  errors: ['NOT_FOUND'],
  bodyRule: { minProperties: 1 },
  example: {
    summary: 'Widen the mission’s keywords and raise its maximum award',
    request: missionUpdateRequest,
    response: mission,
  },
});
