import { createTRPCRouter } from '../../trpc';
import {
  changeMemberRoleProcedure, createRoleProcedure, deleteRoleProcedure, inviteMemberProcedure, listInvitationsProcedure,
  assignableMembersProcedure, listMembersProcedure, listRolesProcedure, meProcedure, removeMemberProcedure, resendInvitationProcedure,
  revokeInvitationProcedure, updateRoleProcedure,
} from './members';

/** Dashboard-only (no OpenAPI metadata): reached through /api/trpc with a session. */
export const membersRouter = createTRPCRouter({
  me: meProcedure,
  list: listMembersProcedure,
  assignable: assignableMembersProcedure,
  invite: inviteMemberProcedure,
  invitations: createTRPCRouter({
    list: listInvitationsProcedure,
    resend: resendInvitationProcedure,
    revoke: revokeInvitationProcedure,
  }),
  changeRole: changeMemberRoleProcedure,
  remove: removeMemberProcedure,
  roles: createTRPCRouter({
    list: listRolesProcedure,
    create: createRoleProcedure,
    update: updateRoleProcedure,
    delete: deleteRoleProcedure,
  }),
});
