import { z } from 'zod';
import { updateMission } from '~/server/missions/missions';
import { ZId } from '../../schemas';
import { withPermission } from '../../trpc';
import { ZMission, ZMissionFields } from './mission.schema';

export const ZUpdateMissionRequest = z
  .object({ id: ZId })
  .extend(ZMissionFields.partial().shape)
  .refine((v) => Object.keys(v).some((k) => k !== 'id'), { message: 'send at least one field to change' });

export const updateMissionProcedure = withPermission('MANAGE_MISSIONS')
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/missions/{id}',
      tags: ['Missions'],
      summary: 'Update a mission',
      protect: true,
    },
  })
  .input(ZUpdateMissionRequest)
  .output(ZMission)
  .mutation(({ ctx, input: { id, ...changes } }) => updateMission(ctx.db, ctx.principal.organizationId, id, changes));
