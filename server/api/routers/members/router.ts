import { createTRPCRouter } from '../../trpc';
import { assignableMembersProcedure } from './assignable-members';
import { changeMemberRoleProcedure } from './change-member-role';
import { createRoleProcedure } from './create-role';
import { deleteRoleProcedure } from './delete-role';
import { inviteMemberProcedure } from './invite-member';
import { listInvitationsProcedure } from './list-invitations';
import { listMembersProcedure } from './list-members';
import { listRolesProcedure } from './list-roles';
import { leaveOrganizationProcedure } from './leave-organization';
import { meProcedure } from './me';
import { removeMemberProcedure } from './remove-member';
import { resendInvitationProcedure } from './resend-invitation';
import { revokeInvitationProcedure } from './revoke-invitation';
import { updateRoleProcedure } from './update-role';

/** Settings → Members (dashboard only, no OpenAPI metadata): reached through /api/trpc with a session. */
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
  leave: leaveOrganizationProcedure,
  roles: createTRPCRouter({
    list: listRolesProcedure,
    create: createRoleProcedure,
    update: updateRoleProcedure,
    delete: deleteRoleProcedure,
  }),
});
