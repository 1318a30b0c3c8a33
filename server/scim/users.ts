// SCIM Users (RFC 7643 section 4.1, RFC 7644 section 3; docs/sso.md#scim-provisioning): an identity provider creates, finds,
// replaces, patches, deactivates and deletes the memberships of one organization. The SCIM id is the user's id;
// only members of the token's organization are visible — any other id is 404.
import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '~/db';
import { dashboardSessions, memberships, organizations, roles, users } from '~/db/schema';
import { revokeApiKeysCreatedBy } from '../auth/api-keys';
import { PERMISSIONS } from '../auth/permissions';
import { revokePortalTokensCreatedBy } from '../auth/portal-tokens';
import { recordAudit } from '../audit/record';
import { AppError } from '../errors';
import { isUuid } from '../ids';
import { revokeOpenInvitationsTo } from '../members/invitations';
import { ownerCount, removeMember } from '../members/members';
import { lockOrganization } from '../organizations/organizations';
import { invalidSyntax, invalidValue, ScimError, scimNotFound } from './errors';
import type { UserLookup } from './filter';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** The built-in role every provisioned member gets; admins change it in Settings → Members, SCIM never does. */
export const SCIM_DEFAULT_ROLE = 'member';
/** Page size when the client names none, and the most one page holds (ServiceProviderConfig's filter.maxResults). */
export const MAX_PAGE = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 200;

export interface ScimScope {
  organizationId: string;
  /** The base URL of /scim/v2 for meta.location, e.g. https://gms.example.org/scim/v2 */
  baseUrl: string;
}

/** SCIM booleans: Entra sends `"False"`/`"True"` as strings in PATCH values. */
const booleanish = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((v) => v.toLowerCase() === 'true'),
]);

const nameSchema = z
  .object({
    formatted: z.string().max(MAX_NAME).nullish(),
    givenName: z.string().max(MAX_NAME).nullish(),
    familyName: z.string().max(MAX_NAME).nullish(),
  })
  .nullish();

const emailsSchema = z
  .array(
    z.object({
      value: z.string().max(320),
      primary: booleanish.nullish(),
      type: z.string().max(100).nullish(),
    }),
  )
  .max(20)
  .nullish();

const userSchema = z.object({
  schemas: z.array(z.string()).max(20),
  userName: z.string().trim().min(1).max(320),
  externalId: z.string().max(255).nullish(),
  displayName: z.string().max(MAX_NAME).nullish(),
  name: nameSchema,
  emails: emailsSchema,
  active: booleanish.optional(),
});

type UserInput = z.infer<typeof userSchema>;

function issuesText(error: z.ZodError) {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}

function assertSchemas(body: unknown, schema: string) {
  const schemas = (body as { schemas?: unknown } | null)?.schemas;
  if (
    !Array.isArray(schemas) ||
    !schemas.some((s) => typeof s === 'string' && s.toLowerCase() === schema.toLowerCase())
  ) {
    throw invalidSyntax(`schemas must include "${schema}"`);
  }
}

function parseUser(body: unknown): UserInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidSyntax('The body must be a User');
  assertSchemas(body, USER_SCHEMA);
  const parsed = userSchema.safeParse(body);
  if (!parsed.success) throw invalidValue(issuesText(parsed.error));
  return parsed.data;
}

/** The name we store (one display name per person): displayName, else name.formatted, else given + family. */
function nameOf(input: Pick<UserInput, 'displayName' | 'name'>): string | null {
  const joined = [input.name?.givenName, input.name?.familyName].filter((p) => p && p.trim()).join(' ');
  const name = input.displayName?.trim() || input.name?.formatted?.trim() || joined.trim();
  return name ? name.slice(0, MAX_NAME) : null;
}

/**
 * userName is the email, the account's one address. `emails` are validated but not stored: the resource reports
 * userName as its work email, and identity providers that map another attribute there (Entra's `mail`) are not
 * refused for it.
 */
function emailOf(input: Pick<UserInput, 'userName'>): string {
  const email = input.userName.trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalidValue('userName must be an email address');
  return email;
}

interface MemberRow {
  userId: string;
  email: string;
  name: string | null;
  externalId: string | null;
  disabledAt: Date | null;
  joinedAt: Date;
  updatedAt: Date;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  name: users.name,
  externalId: memberships.externalId,
  disabledAt: memberships.disabledAt,
  joinedAt: memberships.createdAt,
  updatedAt: users.updatedAt,
};

function memberQuery(db: DbOrTx, organizationId: string, where?: SQL) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), where));
}

async function findMember(db: DbOrTx, organizationId: string, id: string): Promise<MemberRow> {
  if (!isUuid(id)) throw scimNotFound();
  const [row] = await memberQuery(db, organizationId, eq(users.id, id.toLowerCase())).limit(1);
  if (!row) throw scimNotFound();
  return row;
}

/** The User resource of a member. The name is split at its first space for name.givenName/familyName. */
export function toScimUser(row: MemberRow, scope: ScimScope) {
  const name = row.name ?? '';
  const space = name.indexOf(' ');
  const lastModified = [row.updatedAt, row.joinedAt, row.disabledAt].filter((d): d is Date => d !== null);
  return {
    schemas: [USER_SCHEMA],
    id: row.userId,
    ...(row.externalId !== null ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: {
      formatted: name,
      givenName: space > 0 ? name.slice(0, space) : name,
      familyName: space > 0 ? name.slice(space + 1) : '',
    },
    displayName: name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.disabledAt === null,
    meta: {
      resourceType: 'User',
      created: row.joinedAt.toISOString(),
      lastModified: new Date(Math.max(...lastModified.map((d) => d.getTime()))).toISOString(),
      location: `${scope.baseUrl}/Users/${row.userId}`,
    },
  };
}

export type ScimUser = ReturnType<typeof toScimUser>;

// ---------------------------------------------------------------------------------------------------------------
// Create

/**
 * POST /Users. A new account (no password: its owner signs in through single sign-on, or proves the mailbox with a
 * password reset) with a membership under the default role. An address that already has an account is 409
 * uniqueness — a member of this organization, or someone else's identity, which no organization takes over by
 * provisioning: invite them instead (docs/sso.md).
 */
export async function createScimUser(db: Db, scope: ScimScope, body: unknown): Promise<ScimUser> {
  const input = parseUser(body);
  const email = emailOf(input);
  const name = nameOf(input);
  const active = input.active ?? true;
  const row = await db.transaction(async (tx) => {
    await lockOrganization(tx, scope.organizationId);
    const [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(eq(roles.organizationId, scope.organizationId), eq(roles.name, SCIM_DEFAULT_ROLE), eq(roles.builtIn, true)),
      )
      .limit(1);
    if (!role) throw new ScimError(400, `The organization has no built-in "${SCIM_DEFAULT_ROLE}" role`);
    const [user] = await tx
      .insert(users)
      .values({ email, name, defaultOrganizationId: scope.organizationId })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) {
      const [member] = await memberQuery(tx, scope.organizationId, sql`lower(${users.email}) = ${email}`).limit(1);
      throw new ScimError(
        409,
        member
          ? 'A member with this userName already exists'
          : 'An account with this userName already exists: invite it from Settings → Members',
        'uniqueness',
      );
    }
    await tx.insert(memberships).values({
      organizationId: scope.organizationId,
      userId: user.id,
      roleId: role.id,
      externalId: input.externalId ?? null,
      disabledAt: active ? null : sql`now()`,
    });
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      action: 'member.provisioned',
      target: { type: 'user', id: user.id },
      changes: {
        email: [null, email],
        name: [null, name],
        role: [null, SCIM_DEFAULT_ROLE],
        active: [null, active],
        externalId: [null, input.externalId ?? null],
      },
    });
    const [created] = await memberQuery(tx, scope.organizationId, eq(users.id, user.id));
    return created!;
  });
  return toScimUser(row, scope);
}

// ---------------------------------------------------------------------------------------------------------------
// Read

export async function getScimUser(db: DbOrTx, scope: ScimScope, id: string): Promise<ScimUser> {
  return toScimUser(await findMember(db, scope.organizationId, id), scope);
}

function lookupCondition(lookup: UserLookup): SQL {
  if (lookup.attribute === 'externalId') return eq(memberships.externalId, lookup.value);
  // userName and emails are not case-exact (RFC 7643 section 4.1): one address, whatever its case.
  return sql`lower(${users.email}) = ${lookup.value.trim().toLowerCase()}`;
}

/** GET /Users: a ListResponse page (startIndex is 1-based), optionally narrowed by one lookup. */
export async function listScimUsers(
  db: DbOrTx,
  scope: ScimScope,
  options: { lookup?: UserLookup; startIndex: number; count: number },
) {
  const where = options.lookup ? lookupCondition(options.lookup) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, scope.organizationId), where));
  const rows =
    options.count === 0
      ? []
      : await memberQuery(db, scope.organizationId, where)
          .orderBy(asc(memberships.createdAt), asc(memberships.id))
          .limit(options.count)
          .offset(options.startIndex - 1);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total?.n ?? 0,
    startIndex: options.startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((r) => toScimUser(r, scope)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Change

interface Changes {
  name?: string | null;
  externalId?: string | null;
  active?: boolean;
  /** An email the client asks for: only the current one is accepted (an identity is not the organization's). */
  email?: string;
}

/**
 * Applies one request's changes to a member in one transaction, with one audit record per kind of change:
 * `member.updated` (name, externalId), `member.deactivated` or `member.reactivated`.
 */
async function applyChanges(db: Db, scope: ScimScope, id: string, changes: Changes): Promise<ScimUser> {
  const { row, forget } = await db.transaction(async (tx) => {
    await lockOrganization(tx, scope.organizationId);
    const before = await findMember(tx, scope.organizationId, id);
    const organizationId = scope.organizationId;
    const target = { type: 'user', id: before.userId };
    if (changes.email !== undefined && changes.email.toLowerCase() !== before.email.toLowerCase()) {
      throw new ScimError(
        400,
        'userName cannot be changed: the account is one identity across organizations',
        'mutability',
      );
    }

    const updated: Record<string, [unknown, unknown]> = {};
    if (changes.externalId !== undefined && changes.externalId !== before.externalId) {
      await tx
        .update(memberships)
        .set({ externalId: changes.externalId })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, before.userId)));
      updated.externalId = [before.externalId, changes.externalId];
    }
    // The name belongs to the person, who may be a member elsewhere: it is set only while this organization is
    // their one membership (docs/sso.md).
    if (
      changes.name !== undefined &&
      changes.name !== before.name &&
      (await onlyHere(tx, before.userId, organizationId))
    ) {
      await tx
        .update(users)
        .set({ name: changes.name, updatedAt: sql`now()` })
        .where(eq(users.id, before.userId));
      updated.name = [before.name, changes.name];
    }
    if (Object.keys(updated).length > 0) {
      await recordAudit(tx, { organizationId, action: 'member.updated', target, changes: updated });
    }

    let forget = () => {};
    const wasActive = before.disabledAt === null;
    if (changes.active === false && wasActive) {
      forget = await deactivate(tx, organizationId, before.userId);
    } else if (changes.active === true && !wasActive) {
      await tx
        .update(memberships)
        .set({ disabledAt: null })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, before.userId)));
      await recordAudit(tx, {
        organizationId,
        action: 'member.reactivated',
        target,
        changes: { active: [false, true] },
      });
    }
    const [after] = await memberQuery(tx, organizationId, eq(users.id, before.userId));
    return { row: after!, forget };
  });
  forget(); // committed: this process stops honouring the revoked credentials at once
  return toScimUser(row, scope);
}

async function onlyHere(tx: Tx, userId: string, organizationId: string) {
  const [other] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.organizationId, organizationId)))
    .limit(1);
  return !other;
}

/**
 * Deactivation: the membership stays (role, history) but acts in nothing from the next request on — the
 * organization is resolved against enabled memberships on every dashboard and REST call. The API keys and portal
 * tokens the member created here are revoked, as a removal revokes them; a reactivation does not bring them back.
 * When this was the person's only enabled membership, their dashboard sessions end too. Open invitations to them close.
 */
async function deactivate(tx: Tx, organizationId: string, userId: string) {
  const [role] = await tx
    .select({ name: roles.name, builtIn: roles.builtIn })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (role?.name === 'owner' && role.builtIn && (await ownerCount(tx, organizationId)) <= 1) {
    throw new ScimError(409, 'An organization keeps at least one active owner');
  }
  await tx
    .update(memberships)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await revokeOpenInvitationsTo(tx, organizationId, user.email, 'member_deactivated');
  const sandboxes = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.liveOrganizationId, organizationId));
  const organizationIds = [organizationId, ...sandboxes.map((s) => s.id)];
  const keys = await revokeApiKeysCreatedBy(tx, userId, organizationIds);
  const tokens = await revokePortalTokensCreatedBy(tx, userId, organizationIds);
  const [elsewhere] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt)))
    .limit(1);
  let endedSessions = 0;
  if (!elsewhere) {
    const ended = await tx
      .update(dashboardSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(dashboardSessions.userId, userId), isNull(dashboardSessions.endedAt)))
      .returning({ id: dashboardSessions.id });
    endedSessions = ended.length;
  }
  await recordAudit(tx, {
    organizationId,
    action: 'member.deactivated',
    target: { type: 'user', id: userId },
    changes: {
      active: [true, false],
      revokedApiKeys: [null, keys.ids.length],
      revokedPortalTokens: [null, tokens.ids.length],
      endedSessions: [null, endedSessions],
    },
  });
  return () => {
    keys.forget();
    tokens.forget();
  };
}

/** PUT /Users/{id}: the whole resource. What it omits is cleared where it can be (externalId); active defaults to true. */
export async function replaceScimUser(db: Db, scope: ScimScope, id: string, body: unknown): Promise<ScimUser> {
  const input = parseUser(body);
  const email = emailOf(input);
  return applyChanges(db, scope, id, {
    email,
    name: nameOf(input),
    externalId: input.externalId ?? null,
    active: input.active ?? true,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// PATCH

const patchSchema = z.object({
  schemas: z.array(z.string()).max(20),
  Operations: z
    .array(
      z.object({
        // Entra writes "Replace", "Add": op names are case-insensitive (RFC 7644 section 3.5.2 and common practice).
        op: z
          .string()
          .transform((o) => o.toLowerCase())
          .pipe(z.enum(['add', 'replace', 'remove'])),
        path: z.string().max(300).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(50),
});

/** Attributes a PATCH may name; anything else the User schema has is accepted and not stored (we keep no title…). */
function applyAttribute(draft: Draft, path: string, value: unknown, op: 'add' | 'replace' | 'remove') {
  const p = path.toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '');
  const str = (v: unknown, what: string) => {
    if (v === null || v === undefined) return null;
    if (typeof v !== 'string') throw invalidValue(`${what} must be a string`);
    return v;
  };
  if (op === 'remove') {
    if (p === 'externalid') draft.externalId = null;
    else if (p === 'active' || p === 'username') throw new ScimError(400, `${path} cannot be removed`, 'mutability');
    else if (p === 'displayname') draft.displayName = null;
    return;
  }
  switch (p) {
    case 'active': {
      const parsed = booleanish.safeParse(value);
      if (!parsed.success) throw invalidValue('active must be a boolean');
      draft.active = parsed.data;
      return;
    }
    case 'username':
      draft.email = str(value, 'userName') ?? undefined;
      return;
    case 'externalid':
      draft.externalId = str(value, 'externalId');
      return;
    case 'displayname':
      draft.displayName = str(value, 'displayName');
      return;
    case 'name.givenname':
    case 'name.familyname':
    case 'name.formatted': {
      const key = p.slice('name.'.length) as 'givenname' | 'familyname' | 'formatted';
      draft.name[
        { givenname: 'givenName', familyname: 'familyName', formatted: 'formatted' }[key] as keyof Draft['name']
      ] = str(value, path);
      return;
    }
    case 'name': {
      const parsed = nameSchema.safeParse(value);
      if (!parsed.success) throw invalidValue(`name: ${issuesText(parsed.error)}`);
      Object.assign(draft.name, parsed.data ?? {});
      return;
    }
    case 'emails': {
      // Validated, not stored: the address is userName's (see emailOf).
      const parsed = emailsSchema.safeParse(value);
      if (!parsed.success) throw invalidValue(`emails: ${issuesText(parsed.error)}`);
      return;
    }
  }
  // Anything else (Entra's `emails[type eq "work"].value`, the enterprise extension's department…) is accepted and
  // not stored: refusing it would stop the identity provider's whole sync over an attribute we do not keep.
}

interface Draft {
  email?: string;
  externalId?: string | null;
  displayName?: string | null;
  name: { givenName?: string | null; familyName?: string | null; formatted?: string | null };
  active?: boolean;
}

/**
 * PATCH /Users/{id}: Operations with op add/replace/remove, with a path (Entra: `{"op":"Replace","path":"active",
 * "value":"False"}`) or without one, the value then being a partial User (Okta: `{"op":"replace","value":
 * {"active":false}}`).
 */
export async function patchScimUser(db: Db, scope: ScimScope, id: string, body: unknown): Promise<ScimUser> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidSyntax('The body must be a PatchOp request');
  }
  assertSchemas(body, PATCH_SCHEMA);
  const parsed = patchSchema.safeParse(body);
  if (!parsed.success) throw invalidValue(issuesText(parsed.error));
  const current = await findMember(db, scope.organizationId, id);
  const draft: Draft = { name: {} };
  for (const operation of parsed.data.Operations) {
    if (operation.path !== undefined) {
      if (operation.op !== 'remove' && operation.value === undefined)
        throw invalidValue(`${operation.op} needs a value`);
      applyAttribute(draft, operation.path, operation.value, operation.op);
      continue;
    }
    if (operation.op === 'remove') throw new ScimError(400, 'remove needs a path', 'noTarget');
    if (typeof operation.value !== 'object' || operation.value === null || Array.isArray(operation.value)) {
      throw invalidValue('Without a path, the value must be an object of attributes');
    }
    for (const [key, value] of Object.entries(operation.value)) {
      applyAttribute(draft, key, value, operation.op);
    }
  }
  const nameChanged = draft.displayName !== undefined || Object.values(draft.name).some((v) => v !== undefined);
  let name: string | null | undefined;
  if (nameChanged) {
    // A partial name change (only familyName, say) completes the current name's other part.
    const currentGiven = current.name?.split(' ')[0] ?? null;
    const currentFamily =
      current.name && current.name.includes(' ') ? current.name.slice(current.name.indexOf(' ') + 1) : null;
    name = nameOf({
      displayName: draft.displayName,
      name: {
        formatted: draft.name.formatted,
        givenName: draft.name.givenName !== undefined ? draft.name.givenName : currentGiven,
        familyName: draft.name.familyName !== undefined ? draft.name.familyName : currentFamily,
      },
    });
  }
  if (draft.email !== undefined && !EMAIL.test(draft.email.trim()))
    throw invalidValue('userName must be an email address');
  return applyChanges(db, scope, id, {
    email: draft.email?.trim(),
    externalId: draft.externalId,
    active: draft.active,
    name,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Delete

/**
 * DELETE /Users/{id}: the membership goes, as Settings → Members' removal (credentials the member created revoked,
 * calendar feed revoked, `member.removed`), never the last owner. The account stays: it is one identity across
 * organizations.
 */
export async function deleteScimUser(db: Db, scope: ScimScope, id: string): Promise<void> {
  const member = await findMember(db, scope.organizationId, id);
  try {
    await removeMember(db, scope.organizationId, member.userId, new Set(PERMISSIONS));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw scimNotFound();
    if (err instanceof AppError && err.code === 'CONFLICT') throw new ScimError(409, err.message);
    throw err;
  }
}
