// DELETE /missions/{id}: the operation as the API reference shows it, with its request and response schemas.
import { z } from 'zod';
import { restOperation } from '../../openapi/operation';
import { ZId } from '../../schemas';
import { missionDeleted } from './mission.examples';

export const ZDeleteMissionRequest = z.object({ id: ZId });
export const ZDeleteMissionResponse = z.object({ id: ZId, deleted: z.literal(true) });

export const deleteMissionOperation = restOperation({
  method: 'DELETE',
  path: '/missions/{id}',
  tags: ['Missions'],
  summary: 'Delete a mission and its matches',
  description: 'Deletes a mission and its matches. Pursuits it led to are kept.',
  protect: true,
  input: ZDeleteMissionRequest,
  output: ZDeleteMissionResponse,
  errors: ['NOT_FOUND'],
  example: { summary: 'Delete a mission', response: missionDeleted },
});
