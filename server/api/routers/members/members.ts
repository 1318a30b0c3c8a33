// Settings → Members (dashboard only, MANAGE_MEMBERS): members and their roles, and custom roles.
import { organizationsOfUser } from '~/server/auth/user-principal';
import { addMember, changeMemberRole, listMembers, removeMember } from '~/server/members/members';
import { createRole, deleteRole, listRoles, updateRole } from '~/server/members/roles';
import { lockOrganization } from '~/server/organizations/create-organization';
import { authedProcedure, withPermission } from '../../trpc';
import {
  ZAddMemberRequest, ZChangeRoleRequest, ZDeleteRoleRequest, ZRemoveMemberRequest, ZRoleInput, ZUpdateRoleRequest,
} from './members.schema';

const manage = withPermission('MANAGE_MEMBERS');

/** Who am I, where: the dashboard's header and organization switcher. */
export const meProcedure = authedProcedure.query(async ({ ctx }) => ({
  userId: ctx.principal.kind === 'user' ? ctx.principal.id : null,
  organizationId: ctx.principal.organizationId,
  livemode: ctx.principal.livemode,
  permissions: [...ctx.principal.permissions],
  organizations: ctx.principal.kind === 'user' ? await organizationsOfUser(ctx.db, ctx.principal.id) : [],
}));

export const listMembersProcedure = manage.query(({ ctx }) => listMembers(ctx.db, ctx.principal.organizationId));

export const addMemberProcedure = manage
  .input(ZAddMemberRequest)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction((tx) => addMember(tx, ctx.principal.organizationId, input, ctx.principal.permissions)),
  );

export const changeMemberRoleProcedure = manage.input(ZChangeRoleRequest).mutation(({ ctx, input }) =>
  ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, ctx.principal.organizationId);
    return changeMemberRole(tx, ctx.principal.organizationId, input.userId, input.role, ctx.principal.permissions);
  }),
);

export const removeMemberProcedure = manage.input(ZRemoveMemberRequest).mutation(({ ctx, input }) =>
  ctx.db.transaction(async (tx) => {
    await lockOrganization(tx, ctx.principal.organizationId);
    return removeMember(tx, ctx.principal.organizationId, input.userId, ctx.principal.permissions);
  }),
);

export const listRolesProcedure = manage.query(({ ctx }) => listRoles(ctx.db, ctx.principal.organizationId));

export const createRoleProcedure = manage
  .input(ZRoleInput)
  .mutation(({ ctx, input }) => createRole(ctx.db, ctx.principal.organizationId, input, ctx.principal.permissions));

export const updateRoleProcedure = manage
  .input(ZUpdateRoleRequest)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateRole(ctx.db, ctx.principal.organizationId, id, changes, ctx.principal.permissions),
  );

export const deleteRoleProcedure = manage
  .input(ZDeleteRoleRequest)
  .mutation(({ ctx, input }) => deleteRole(ctx.db, ctx.principal.organizationId, input.id));
