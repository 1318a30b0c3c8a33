import { createTRPCRouter } from '../../trpc';
import { createMissionProcedure } from './create-mission';
import { deleteMissionProcedure } from './delete-mission';
import { listMissionsProcedure } from './list-missions';
import { updateMissionProcedure } from './update-mission';

export const missionsRouter = createTRPCRouter({
  list: listMissionsProcedure,
  create: createMissionProcedure,
  update: updateMissionProcedure,
  delete: deleteMissionProcedure,
});
