// Settings → Members (dashboard only, MANAGE_MEMBERS): members, invitations and roles. Members and roles belong
// to the live organization: called in test mode (a sandbox X-Organization-Id) these act on the live organization,
// with the caller's live role (SPEC §14).
import { emailEnabled } from '~/server/email/transport';
import { AppError } from '~/server/errors';
import { organizationsOfUser } from '~/server/auth/user-principal';
import { createInvitation, listInvitations, resendInvitation, revokeInvitation } from '~/server/members/invitations';
import { changeMemberRole, listMembers, removeMember } from '~/server/members/members';
import { createRole, deleteRole, listRoles, updateRole } from '~/server/members/roles';
import { authedProcedure, withPermission } from '../../trpc';
import {
  ZChangeRoleRequest, ZDeleteRoleRequest, ZInvitationIdRequest, ZInviteMemberRequest, ZRemoveMemberRequest, ZRoleInput,
  ZUpdateRoleRequest,
} from './members.schema';

/** MANAGE_MEMBERS, scoped to the live organization of the pair, whichever side the caller is on. */
const manage = withPermission('MANAGE_MEMBERS').use(({ ctx, next }) =>
  next({
    ctx: {
      ...ctx,
      organizationId: ctx.principal.liveOrganizationId,
      actor: { userId: ctx.principal.kind === 'user' ? ctx.principal.id : null, permissions: ctx.principal.permissions },
    },
  }),
);

/** Who am I, where: the dashboard's header and organization switcher. */
export const meProcedure = authedProcedure.query(async ({ ctx }) => ({
  userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
  organizationId: ctx.principal.organizationId,
  livemode: ctx.principal.livemode,
  permissions: [...ctx.principal.permissions],
  organizations: ctx.principal.kind === 'user' ? await organizationsOfUser(ctx.db, ctx.principal.id) : [],
}));

export const listMembersProcedure = manage.query(({ ctx }) => listMembers(ctx.db, ctx.organizationId));

/**
 * The people a pursuit's owner or a deliverable's assignee is chosen from (and whose names the board shows): the
 * enabled members of the live organization: names for anyone who reads pursuits or projects, email addresses only
 * for those who assign work.
 */
export const assignableMembersProcedure = authedProcedure.query(async ({ ctx }) => {
  const { permissions } = ctx.principal;
  if (ctx.principal.kind !== 'user' || !(permissions.has('VIEW_PURSUITS') || permissions.has('VIEW_PROJECTS'))) {
    throw new AppError('FORBIDDEN', 'Listing colleagues needs VIEW_PURSUITS or VIEW_PROJECTS');
  }
  const members = await listMembers(ctx.db, ctx.principal.liveOrganizationId);
  // Addresses only to those who assign work (to tell two people of one name apart); names to every reader.
  const assigns = permissions.has('MANAGE_PURSUITS') || permissions.has('MANAGE_TASKS');
  return {
    data: members
      .filter((m) => !m.disabled)
      .map((m) => ({ userId: m.userId, name: m.name, email: assigns || m.userId === ctx.principal.id ? m.email : null })),
  };
});

export const inviteMemberProcedure = manage
  .input(ZInviteMemberRequest)
  .mutation(({ ctx, input }) => ctx.db.transaction((tx) => createInvitation(tx, ctx.organizationId, input, ctx.actor)));

export const listInvitationsProcedure = manage.query(async ({ ctx }) => ({
  data: await listInvitations(ctx.db, ctx.organizationId),
  emailEnabled: emailEnabled(),
}));

export const resendInvitationProcedure = manage
  .input(ZInvitationIdRequest)
  .mutation(({ ctx, input }) => ctx.db.transaction((tx) => resendInvitation(tx, ctx.organizationId, input.id, ctx.actor)));

export const revokeInvitationProcedure = manage
  .input(ZInvitationIdRequest)
  .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.organizationId, input.id, ctx.actor));

export const changeMemberRoleProcedure = manage
  .input(ZChangeRoleRequest)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => changeMemberRole(tx, ctx.organizationId, input.userId, input.role, ctx.principal.permissions)),
  );

export const removeMemberProcedure = manage
  .input(ZRemoveMemberRequest)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => removeMember(tx, ctx.organizationId, input.userId, ctx.principal.permissions)),
  );

export const listRolesProcedure = manage.query(({ ctx }) => listRoles(ctx.db, ctx.organizationId));

export const createRoleProcedure = manage
  .input(ZRoleInput)
  .mutation(({ ctx, input }) => createRole(ctx.db, ctx.organizationId, input, ctx.principal.permissions));

export const updateRoleProcedure = manage
  .input(ZUpdateRoleRequest)
  .mutation(({ ctx, input: { id, ...changes } }) => updateRole(ctx.db, ctx.organizationId, id, changes, ctx.principal.permissions));

export const deleteRoleProcedure = manage
  .input(ZDeleteRoleRequest)
  .mutation(({ ctx, input }) => deleteRole(ctx.db, ctx.organizationId, input.id, ctx.principal.permissions));
