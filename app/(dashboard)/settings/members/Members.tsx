'use client';
// Settings → Members: who belongs to the organization and with which role, invitations (Invitations.tsx), custom
// roles.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../_components/ui/Badge';
import { Button } from '../../../_components/ui/Button';
import { DataForm } from '../../../_components/ui/DataForm';
import { PageHeader } from '../../../_components/ui/Card';
import { ConfirmDialog, Dialog, DialogContent } from '../../../_components/ui/Dialog';
import { Checkbox, Field, Input, Select } from '../../../_components/ui/Input';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useToast } from '../../../_components/ui/Toast';
import { date, humanize } from '../../../_components/format';
import { useTRPC } from '../../../_trpc/react';
import { PERMISSIONS } from '~/server/auth/permissions';
import { InviteDialog, PendingInvitations } from './Invitations';

type Role = { id: string; name: string; description: string | null; permissions: string[]; builtIn: boolean };

function RoleForm({ role, onDone }: { role: Role | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const done = async (name: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() });
    toast({ title: role ? 'Role saved' : 'Role created', description: name });
    onDone();
  };
  const create = useMutation(trpc.members.roles.create.mutationOptions({ onSuccess: (r) => done(r.name) }));
  const update = useMutation(trpc.members.roles.update.mutationOptions({ onSuccess: (r) => done(r.name) }));
  const error = create.error ?? update.error;
  return (
    <DataForm
      onData={(f) => {
        const input = {
          name: String(f.get('name') ?? '').trim(),
          description: String(f.get('description') ?? '').trim() || null,
          permissions: PERMISSIONS.filter((p) => f.get(p) === 'on'),
        };
        if (role) update.mutate({ id: role.id, ...input });
        else create.mutate(input);
      }}
    >
      <Field label="Role name" htmlFor="role-name">
        <Input id="role-name" name="name" required maxLength={50} defaultValue={role?.name} />
      </Field>
      <Field label="Description" htmlFor="role-desc">
        <Input id="role-desc" name="description" maxLength={500} defaultValue={role?.description ?? ''} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Permissions</legend>
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {PERMISSIONS.map((p) => (
            <Checkbox
              key={p}
              name={p}
              label={humanize(p.toLowerCase())}
              defaultChecked={role?.permissions.includes(p)}
            />
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {role ? 'Save role' : 'Create role'}
        </Button>
      </div>
    </DataForm>
  );
}

export function Members() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const me = useQuery(trpc.members.me.queryOptions());
  const members = useQuery(trpc.members.list.queryOptions());
  const roles = useQuery(trpc.members.roles.list.queryOptions());
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<{ userId: string; email: string } | null>(null);
  const [roleForm, setRoleForm] = useState<Role | 'new' | null>(null);
  const [deletingRole, setDeletingRole] = useState<Role | null>(null);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() });

  const changeRole = useMutation(
    trpc.members.changeRole.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        toast({ title: 'Role changed' });
      },
      onError: (e) => toast({ title: 'Could not change the role', description: e.message, tone: 'error' }),
    }),
  );
  const remove = useMutation(
    trpc.members.remove.mutationOptions({
      onSuccess: async ({ revoked }) => {
        await invalidate();
        const n = revoked.apiKeys.length + revoked.portalTokens.length;
        toast({ title: 'Member removed', description: n ? `${n} credential${n === 1 ? '' : 's'} revoked` : undefined });
        setRemoving(null);
      },
    }),
  );
  const deleteRole = useMutation(
    trpc.members.roles.delete.mutationOptions({
      onSuccess: async () => {
        await invalidate();
        toast({ title: 'Role deleted' });
        setDeletingRole(null);
      },
    }),
  );
  const roleNames = (roles.data ?? []).map((r) => r.name);

  return (
    <>
      <PageHeader
        title="Members"
        description="Who can sign in to this organization, and what each role may do."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus /> Invite member
          </Button>
        }
      />
      <section aria-labelledby="members-title" className="mb-8">
        <h2 id="members-title" className="sr-only">
          Members
        </h2>
        {members.isError ? (
          <ErrorState error={members.error} title="Could not load members" />
        ) : members.isPending ? (
          <Loading />
        ) : members.data.length === 0 ? (
          <Empty title="No members" />
        ) : (
          <Table caption="Members">
            <THead>
              <tr>
                <TH>Member</TH>
                <TH>Role</TH>
                <TH className="hidden sm:table-cell">Joined</TH>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {members.data.map((m) => (
                <TR key={m.userId}>
                  <TD>
                    <p className="font-medium">
                      {m.name ?? m.email}
                      {m.userId === me.data?.userId && <Badge className="ml-2">you</Badge>}
                      {m.disabled && (
                        <Badge tone="red" className="ml-2">
                          {m.deactivated ? 'deactivated' : 'disabled'}
                        </Badge>
                      )}
                    </p>
                    {m.name && <p className="text-xs text-slate-600">{m.email}</p>}
                  </TD>
                  <TD>
                    <label className="sr-only" htmlFor={`role-${m.userId}`}>
                      Role of {m.email}
                    </label>
                    <Select
                      id={`role-${m.userId}`}
                      className="w-40"
                      value={m.role}
                      disabled={changeRole.isPending}
                      onChange={(e) => changeRole.mutate({ userId: m.userId, role: e.target.value })}
                    >
                      {(roleNames.includes(m.role) ? roleNames : [m.role, ...roleNames]).map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </Select>
                  </TD>
                  <TD className="hidden text-xs sm:table-cell">{date(m.joinedAt)}</TD>
                  <TD className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setRemoving({ userId: m.userId, email: m.email })}
                      aria-label={`Remove ${m.email}`}
                    >
                      Remove
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </section>

      <PendingInvitations />

      <section aria-labelledby="roles-title">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="roles-title" className="text-lg font-semibold">
            Roles
          </h2>
          <Button variant="secondary" onClick={() => setRoleForm('new')}>
            <Plus /> Custom role
          </Button>
        </div>
        {roles.isError ? (
          <ErrorState error={roles.error} />
        ) : roles.isPending ? (
          <Loading />
        ) : (
          <Table caption="Roles">
            <THead>
              <tr>
                <TH>Role</TH>
                <TH>Permissions</TH>
                <TH>
                  <span className="sr-only">Actions</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {roles.data.map((r) => (
                <TR key={r.id}>
                  <TD className="font-medium">
                    {r.name} {r.builtIn ? <Badge>built-in</Badge> : <Badge tone="violet">custom</Badge>}
                    {r.description && <p className="text-xs font-normal text-slate-600">{r.description}</p>}
                  </TD>
                  <TD className="text-xs text-slate-700">
                    {r.permissions.map((p) => humanize(p.toLowerCase())).join(', ')}
                  </TD>
                  <TD className="whitespace-nowrap text-right">
                    {!r.builtIn && (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit role ${r.name}`}
                          onClick={() => setRoleForm(r)}
                        >
                          <Pencil />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete role ${r.name}`}
                          onClick={() => setDeletingRole(r)}
                        >
                          <Trash2 />
                        </Button>
                      </>
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </section>

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <Dialog open={roleForm !== null} onOpenChange={(o) => !o && setRoleForm(null)}>
        <DialogContent title={roleForm === 'new' ? 'New custom role' : 'Edit role'}>
          {roleForm !== null && (
            <RoleForm role={roleForm === 'new' ? null : roleForm} onDone={() => setRoleForm(null)} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title="Remove this member?"
        description={`${removing?.email ?? ''} loses access to this organization.`}
        confirmLabel="Remove member"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={(f) =>
          removing && remove.mutate({ userId: removing.userId, revokeCredentials: f.get('revokeCredentials') === 'on' })
        }
      >
        {/* On by default: a key or portal token must not keep answering for someone who is gone (docs/members.md). */}
        <Checkbox
          name="revokeCredentials"
          defaultChecked
          label="Also revoke the API keys and portal tokens they created (live and test)"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingRole !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeletingRole(null);
            deleteRole.reset();
          }
        }}
        title="Delete this role?"
        description={`“${deletingRole?.name ?? ''}” is deleted. A role still held by a member cannot be deleted.`}
        confirmLabel="Delete role"
        tone="danger"
        pending={deleteRole.isPending}
        error={deleteRole.error?.message}
        onConfirm={() => deletingRole && deleteRole.mutate({ id: deletingRole.id })}
      />
    </>
  );
}
