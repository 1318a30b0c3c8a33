import { createTRPCRouter } from '../../trpc';
import {
  addMemberProcedure, changeMemberRoleProcedure, createRoleProcedure, deleteRoleProcedure, listMembersProcedure,
  listRolesProcedure, meProcedure, removeMemberProcedure, updateRoleProcedure,
} from './members';

/** Dashboard-only (no OpenAPI metadata): reached through /api/trpc with a session. */
export const membersRouter = createTRPCRouter({
  me: meProcedure,
  list: listMembersProcedure,
  add: addMemberProcedure,
  changeRole: changeMemberRoleProcedure,
  remove: removeMemberProcedure,
  roles: createTRPCRouter({
    list: listRolesProcedure,
    create: createRoleProcedure,
    update: updateRoleProcedure,
    delete: deleteRoleProcedure,
  }),
});
