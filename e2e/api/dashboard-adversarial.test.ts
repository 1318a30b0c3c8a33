// Adversarial suite for the dashboard surface (/api/trpc), generated from appRouter itself: every procedure, with
// every one of organization alpha's real ids in each of its id slots, called
//   (a) by another organization's owner (no X-Organization-Id, alpha's, alpha's sandbox) → refused, never data;
//   (b) by alpha's viewer (live and sandbox) → every mutation FORBIDDEN;
//   (c) by alpha's admin and viewer in the sandbox → the sandbox's data only; member and role procedures act on the
//       live organization (docs/members.md) within the caller's live role; nothing beyond the live role.
// A procedure added to the router is covered without editing this file (or fails the coverage case).
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '~/server/api/root';
import { PERMISSIONS } from '~/server/auth/permissions';
import { pdfWith } from '~/server/testing/sample-files';
import { recordSecrets } from '../fixtures/app-server';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { fixtures } from '../fixtures/fixtures';
import {
  generateInputs,
  listProcedures,
  samplePassword,
  type GeneratedInput,
  type IdCandidate,
  type ProcedureInfo,
} from '../fixtures/trpc-procedures';

/**
 * Procedures that do not act on an organization (docs/members.md: an invitee's and a password owner's own procedures,
 * "who am I", health; a member's own calendar feed, which any member may have, docs/calendar.md — calendar.test.ts;
 * a member's own dashboard choices, docs/dashboard.md#remembered-choices — discovery.test.ts),
 * or act only on the caller's own membership (leaving, which any member may do: dashboard-members.test.ts; run here,
 * it would take a fixture user out of alpha). They get their own assertions; every other procedure is
 * organization-scoped.
 */
const NOT_ORGANIZATION_SCOPED = [
  /^account\./,
  /^invitations\./,
  /^members\.me$/,
  /^members\.leave$/,
  /^system\./,
  /^calendar\./,
  /^notifications\./,
  /^preferences\./,
];
/**
 * Member, role and invitation procedures: with a sandbox organization they act on its live organization
 * (docs/members.md).
 */
const MEMBER_SCOPED = /^members\./;
/**
 * A member's own things, which any member who may read what they describe can keep (docs/notifications.md: saved
 * searches need VIEW_GRANTS alone). Phase (b) leaves them out; saved-searches.test.ts holds each person to their own.
 */
const MEMBER_OWN = /^savedSearches\./;
/** Run last in the sandbox phase: they consume the object they name. */
const DESTRUCTIVE = /(delete|remove|revoke)$/i;
/**
 * Refusals an attacker may get. NOT_FOUND: docs/api.md#conventions (another organization's id is unknown); FORBIDDEN:
 * docs/authentication.md (naming an organization one is not a member of) and docs/permissions.md (missing
 * permission); VALIDATION_FAILED: the input is refused before anything is looked up (e.g. an id of the wrong kind where
 * a member is expected, assertMember).
 */
const REFUSALS = ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'];
/**
 * Uploads read a multipart body, and the expense import a CSV body, which tRPC's JSON cannot carry (the dashboard has
 * its own upload route): called here on an id they may act on, they answer UNSUPPORTED_MEDIA_TYPE, having changed
 * nothing (docs/documents.md#uploads, docs/post-award.md#csv-import).
 */
const UPLOADS = /^(documents\.(create|addVersion)|budgets\.expenses\.import)$/;
const refusalsOf = (path: string) => (UPLOADS.test(path) ? [...REFUSALS, 'UNSUPPORTED_MEDIA_TYPE'] : REFUSALS);

/** Which kind of id a field expects, from nouns only (no per-procedure table). */
const NAMESPACE_KIND: Record<string, string> = {
  missions: 'mission',
  pursuits: 'pursuit',
  requirements: 'pursuit' /* /pursuits/{id}/requirements */,
  requirementTemplates: 'requirementTemplate',
  projects: 'project',
  tasks: 'project' /* /projects/{id}/tasks */,
  budgets: 'project' /* /projects/{id}/budget */,
  expenses: 'project' /* /projects/{id}/expenses */,
  funderReports: 'project' /* /projects/{id}/funder-reports */,
  grants: 'grant',
  webhooks: 'webhook',
  apiKeys: 'apiKey',
  portalTokens: 'portalToken',
  roles: 'role',
  invitations: 'invitation',
  members: 'user',
  events: 'event',
  deliveries: 'delivery',
  organization: 'organization',
  savedSearches: 'savedSearch',
  boilerplate: 'boilerplate',
  documents: 'document',
};
const NOUN_KIND: Record<string, string> = {
  document: 'document',
  mission: 'mission',
  pursuit: 'pursuit',
  requirement: 'requirement',
  template: 'requirementTemplate',
  project: 'project',
  task: 'task',
  budgetLine: 'budgetLine',
  expense: 'expense',
  report: 'funderReport',
  instance: 'funderReportInstance',
  grant: 'grant',
  endpoint: 'webhook',
  webhook: 'webhook',
  delivery: 'delivery',
  event: 'event',
  apiKey: 'apiKey',
  key: 'apiKey',
  portalToken: 'portalToken',
  token: 'portalToken',
  role: 'role',
  invitation: 'invitation',
  user: 'user',
  member: 'user',
  organization: 'organization',
};
function kindOfField(procedurePath: string, field: string): string | null {
  if (field === 'id') {
    const ns = procedurePath
      .split('.')
      .slice(0, -1)
      .reverse()
      .find((s) => NAMESPACE_KIND[s]);
    return ns ? NAMESPACE_KIND[ns]! : null;
  }
  if (!field.endsWith('Id')) return null;
  const noun = field.slice(0, -2);
  if (/User$/.test(noun)) return 'user';
  const last = noun.replace(/^.*(?=[A-Z])/, '');
  return NOUN_KIND[noun] ?? NOUN_KIND[last.charAt(0).toLowerCase() + last.slice(1)] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// State gathered in beforeAll

const MARK = `alphalive${randomBytes(5).toString('hex')}`; // in every name, title and description made in alpha
const procedures = listProcedures(appRouter as unknown as Parameters<typeof listProcedures>[0]);
const isExplicit = (p: ProcedureInfo) => NOT_ORGANIZATION_SCOPED.some((r) => r.test(p.path));
const scoped = procedures.filter((p) => !isExplicit(p));
const explicit = procedures.filter(isExplicit);
const has = (path: string) => procedures.some((p) => p.path === path);

let owner: DashboardClient;
let admin: DashboardClient;
let viewer: DashboardClient;
let outsider: DashboardClient;
let receiver: http.Server;
let receiverUrl = '';
/** alpha's ids: for (a) and (b) every kind, users included; for (c) the users it may act on without harm. */
const alphaIds: IdCandidate[] = [];
let sandboxCandidates: IdCandidate[] = [];
/** Strings that identify alpha's data: ids, names, secrets, key prefixes, emails. */
const needles = new Map<string, string>();
/** What a sandbox response must not show: the same without users (a user acts on both). */
const liveNeedles = new Map<string, string>();
const counts = { a: 0, b: 0, c: 0 };
/** Outcomes per phase (appCode or "ok"), printed with the counts: a phase of VALIDATION_FAILED alone would prove little. */
const tally: Record<'a' | 'b' | 'c', Record<string, number>> = { a: {}, b: {}, c: {} };
const record = (phase: 'a' | 'b' | 'c', o: Outcome) => {
  counts[phase]++;
  const k = o.appCode ?? 'ok';
  tally[phase][k] = (tally[phase][k] ?? 0) + 1;
};
let liveBefore: Snapshot;
let sandboxBefore: Snapshot;

// ---------------------------------------------------------------------------------------------------------------
// Calls

interface Outcome {
  status: number;
  ok: boolean;
  appCode: string | null;
  text: string;
  data: unknown;
}

async function call(
  client: DashboardClient,
  proc: ProcedureInfo,
  input: unknown,
  organizationId?: string,
): Promise<Outcome> {
  try {
    const opts = organizationId ? { organizationId } : {};
    const r =
      proc.type === 'query' ? await client.query(proc.path, input, opts) : await client.mutate(proc.path, input, opts);
    const ok = r.status === 200 && r.error === undefined;
    const text = JSON.stringify(ok ? (r.data ?? null) : (r.error ?? null));
    remember(text);
    return {
      status: r.status,
      ok,
      appCode: ok ? null : (r.error?.data?.appCode ?? `HTTP_${r.status}`),
      text,
      data: r.data,
    };
  } catch (err) {
    return { status: 0, ok: false, appCode: 'NO_JSON_RESPONSE', text: String(err), data: null };
  }
}

/** Secrets the app hands out are recorded, so the suite's log scan proves none was logged. */
function remember(text: string) {
  const found = text.match(/gms_(?:live|test)_[0-9A-Za-z]{49}|portal_[0-9A-Za-z]{43}|whsec_[A-Za-z0-9+/=]{40,}/g);
  if (found) recordSecrets('dashboard-adversarial', found);
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** One input per branch of the input schema, the one carrying a candidate id where the branch has any. */
function firstPerBranch<V extends { branch: number; target?: unknown }>(variants: V[]): V[] {
  const branches = [...new Set(variants.map((v) => v.branch))];
  return branches.map((b) => variants.find((v) => v.branch === b && v.target) ?? variants.find((v) => v.branch === b)!);
}

/**
 * The procedures that refuse `client` in every one of `orgs` with one of `codes` when sent an input no parser accepts:
 * their guard runs before the input is read, so which valid input they are sent cannot change the answer.
 */
async function refusedBeforeInput(
  client: DashboardClient,
  candidates: ProcedureInfo[],
  orgs: string[],
  codes: string[],
): Promise<Set<string>> {
  const guarded = new Set<string>();
  await pool(candidates, 6, async (p) => {
    for (const org of orgs) {
      const o = await call(client, p, p.parsers.length ? '__not an input__' : undefined, org);
      if (!codes.includes(o.appCode ?? '')) return;
    }
    guarded.add(p.path);
  });
  // The probe proves itself on the procedures this suite is built around: every organization-scoped one with an input.
  expect(guarded.size).toBeGreaterThan(candidates.filter((p) => p.parsers.length > 0).length / 2);
  return guarded;
}

/** A success may show none of them; an error only those the caller sent (an echoed input is no disclosure). */
const disclosed = (o: Outcome, input: unknown, set: Map<string, string>) => {
  const sent = JSON.stringify(input ?? null);
  return [...set]
    .filter(([value]) => o.text.includes(value) && (o.ok || !sent.includes(value)))
    .map(([, label]) => label);
};

function must<T = any>(o: Outcome, what: string): T {
  if (!o.ok) throw new Error(`set-up: ${what} failed: ${o.status} ${o.text}`);
  return o.data as T;
}
const proc = (path: string) => {
  const p = procedures.find((x) => x.path === path);
  if (!p) throw new Error(`set-up needs ${path}`);
  return p;
};

// ---------------------------------------------------------------------------------------------------------------
// Failures, grouped so that one broken rule reads as one line with a count and an example

class Failures {
  private groups = new Map<string, { n: number; example: string }>();
  add(rule: string, where: string, detail: string) {
    const g = this.groups.get(rule) ?? { n: 0, example: `${where}: ${detail}` };
    g.n++;
    this.groups.set(rule, g);
  }
  list() {
    return [...this.groups].map(([rule, g]) => `${rule} ×${g.n} — e.g. ${g.example.slice(0, 400)}`);
  }
}

/** Whether an input asks for a permission the caller lacks: in a permission list, or as the owner role (all of them). */
function escalates(input: unknown, held: Set<string>): boolean {
  if (Array.isArray(input)) return input.some((v) => escalates(v, held));
  if (!input || typeof input !== 'object') return false;
  return Object.entries(input).some(([key, value]) => {
    if (key === 'permissions' && Array.isArray(value)) return value.some((p) => !held.has(p));
    if (key === 'role' && value === 'owner') return PERMISSIONS.some((p) => !held.has(p));
    return escalates(value, held);
  });
}

function label(v: GeneratedInput) {
  if (v.escalation) return 'escalation';
  if (!v.target) return 'baseline';
  return `${v.target.slot.path.join('.')}=${v.target.candidate.kind}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Snapshots: every organization-scoped read, as the owner, on alpha's objects of the kind each read expects

type Snapshot = Map<string, string>;

function normalize(value: unknown, dropSandboxRows: boolean): unknown {
  if (Array.isArray(value)) {
    return value
      .filter(
        (v) =>
          !dropSandboxRows ||
          !(v && typeof v === 'object' && ((v as any).livemode === false || (v as any).mode === 'test')),
      )
      .map((v) => normalize(v, dropSandboxRows));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'generatedAt' && k !== 'uptimeSeconds')
        .map(([k, v]) => [k, normalize(v, dropSandboxRows)]),
    );
  }
  return value;
}

function snapshotInputs(p: ProcedureInfo): GeneratedInput[] {
  const { variants } = generateInputs(p, { candidates: alphaIds, kindOfField, url: receiverUrl, mode: 'query' });
  return variants.filter(
    (v) => !v.escalation && (!v.target || (v.target.slot.required && v.target.candidate.kind === v.target.slot.kind)),
  );
}

async function takeSnapshot(organizationId: string, dropSandboxRows: boolean): Promise<Snapshot> {
  const jobs = scoped.filter((p) => p.type === 'query').flatMap((p) => snapshotInputs(p).map((v) => ({ p, v })));
  const snap: Snapshot = new Map();
  await pool(jobs, 4, async ({ p, v }) => {
    const o = await call(owner, p, v.input, organizationId);
    snap.set(
      `${p.path} ${label(v)} ${v.target?.candidate.id ?? ''}`,
      o.ok ? JSON.stringify(normalize(o.data, dropSandboxRows)) : `ERROR ${o.appCode}`,
    );
  });
  return snap;
}

const diff = (before: Snapshot, after: Snapshot, keep: (key: string) => boolean = () => true) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((k) => keep(k) && before.get(k) !== after.get(k)).sort();

/** Reads until two in a row agree (webhook deliveries and match recomputation settle first). */
async function settledSnapshot(organizationId: string, dropSandboxRows: boolean) {
  let previous = await takeSnapshot(organizationId, dropSandboxRows);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const next = await takeSnapshot(organizationId, dropSandboxRows);
    if (diff(previous, next).length === 0) return next;
    previous = next;
  }
  throw new Error(
    `alpha's state did not settle: ${diff(previous, await takeSnapshot(organizationId, dropSandboxRows)).join(', ')}`,
  );
}

/** The live (or sandbox) state compared with `before`; re-read a few times so in-flight work can land. */
async function changedSince(
  before: Snapshot,
  organizationId: string,
  dropSandboxRows: boolean,
  keep?: (key: string) => boolean,
) {
  let changed: string[] = [];
  for (let i = 0; i < 3; i++) {
    changed = diff(before, await takeSnapshot(organizationId, dropSandboxRows), keep);
    if (changed.length === 0) return [];
    await new Promise((r) => setTimeout(r, 1000));
  }
  return changed;
}

// ---------------------------------------------------------------------------------------------------------------
// Set-up: alpha's objects of every kind, made through the dashboard as alpha's owner

beforeAll(async () => {
  const f = fixtures();
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/adversarial`;

  const as = (who: 'owner' | 'admin' | 'viewer' | 'outsider') => signIn(f.users[who].email, f.users[who].password);
  [owner, admin, viewer, outsider] = await Promise.all([as('owner'), as('admin'), as('viewer'), as('outsider')]);
  const live = f.orgA.id;
  const mut = async (path: string, input: unknown) => must(await call(owner, proc(path), input, live), path);
  const qry = async (path: string, input?: unknown) => must(await call(owner, proc(path), input, live), path);
  const add = (kind: string, id: string) => alphaIds.push({ kind, id });

  const webhook = await mut('extensions.webhooks.create', { url: receiverUrl, description: `${MARK} webhook` });
  add('webhook', webhook.id);
  needles.set(webhook.secret, 'webhook secret');
  const mission = await mut('missions.create', {
    name: `${MARK} mission`,
    description: `${MARK} mission`,
    keywords: ['literacy'],
  });
  add('mission', mission.id);
  const grant = await mut('grants.addPrivate', { title: `${MARK} private grant`, description: `${MARK} grant` });
  add('grant', grant.id);
  add('grant', f.privateGrantId);
  const open = await mut('pursuits.create', {
    title: `${MARK} open pursuit`,
    stage: 'drafting',
    notes: `${MARK} notes`,
  });
  add('pursuit', open.id);
  const template = await mut('requirementTemplates.create', {
    name: `${MARK} template`,
    description: `${MARK} template`,
    items: [{ kind: 'form', title: `${MARK} template item` }],
  });
  add('requirementTemplate', template.id);
  const requirement = await mut('requirements.create', {
    id: open.id,
    kind: 'letter',
    title: `${MARK} requirement`,
    description: `${MARK} requirement`,
  });
  add('requirement', requirement.id);
  const won = await mut('pursuits.create', { title: `${MARK} won pursuit`, stage: 'submitted', amountRequested: 5000 });
  add('pursuit', won.id);
  const { project } = await mut('pursuits.update', { id: won.id, status: 'won' });
  add('project', project.id);
  const task = await mut('tasks.create', { id: project.id, title: `${MARK} task`, description: `${MARK} task` });
  add('task', task.id);
  const budget = await mut('budgets.replace', {
    id: project.id,
    lines: [{ category: 'supplies', description: `${MARK} budget line`, amountCents: 400_000 }],
  });
  add('budgetLine', budget.lines[0].id);
  const expense = await mut('budgets.expenses.create', {
    id: project.id,
    budgetLineId: budget.lines[0].id,
    date: project.startDate,
    amountCents: 12_345,
    description: `${MARK} expense`,
  });
  add('expense', expense.id);
  const funderReport = await mut('funderReports.create', {
    id: project.id,
    kind: 'progress',
    title: `${MARK} funder report`,
    frequency: 'once',
    firstDueDate: project.startDate,
  });
  add('funderReport', funderReport.id);
  add('funderReportInstance', funderReport.instances[0].id);
  const search = await mut('savedSearches.create', {
    name: `${MARK} search`,
    filters: { q: 'literacy', missionId: mission.id },
  });
  add('savedSearch', search.id);
  const answer = await mut('boilerplate.create', {
    title: `${MARK} boilerplate`,
    body: `${MARK} boilerplate body`,
    tags: ['adversarial'],
  });
  add('boilerplate', answer.id);
  // A document, uploaded over REST (the file is a multipart body).
  const form = new FormData();
  form.append('title', `${MARK} document`);
  form.append('pursuitId', open.id);
  form.append('file', new Blob([pdfWith(MARK)]), `${MARK}.pdf`);
  const uploaded = await fetch(`${f.baseUrl}/api/v1/documents`, {
    method: 'POST',
    headers: { 'X-API-Key': f.orgA.fullKey },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`set-up: document upload failed: ${uploaded.status}`);
  add('document', ((await uploaded.json()) as { id: string }).id);
  const key = await mut('extensions.apiKeys.create', { name: `${MARK} key` });
  add('apiKey', key.id);
  needles.set(key.key, 'API key').set(key.prefix, 'API key prefix');
  const portal = await mut('extensions.portalTokens.create', { name: `${MARK} portal` });
  add('portalToken', portal.id);
  needles.set(portal.token, 'portal token').set(portal.prefix, 'portal token prefix');
  recordSecrets('dashboard-adversarial', [key.key, portal.token, webhook.secret]);
  const role = await mut('members.roles.create', {
    name: `${MARK} role`,
    permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS'],
  });
  add('role', role.id);
  const roles = await qry('members.roles.list');
  add('role', roles.find((r: any) => r.name === 'owner' && r.builtIn).id);

  // A member of alpha's own, whom the sandbox phase may demote and remove (the fixtures' users stay as they are).
  const memberEmail = `${MARK}-member@alpha.example.org`;
  if (has('members.add')) {
    await mut('members.add', {
      email: memberEmail,
      role: role.name,
      name: `${MARK} member`,
      password: samplePassword(),
    });
  } else if (has('members.invite') && has('invitations.acceptNew')) {
    const invite = await mut('members.invite', { email: memberEmail, role: role.name });
    const token = /\/invite\/([^"/?#\s]+)/.exec(JSON.stringify(invite))?.[1] ?? invite.token;
    recordSecrets('dashboard-adversarial', [token]);
    // The invitee has no account and no session.
    const res = await fetch(`${f.baseUrl}/api/trpc/invitations.acceptNew`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: f.baseUrl },
      body: JSON.stringify({ token, name: `${MARK} member`, password: samplePassword() }),
    });
    if (res.status !== 200) throw new Error(`set-up: invitations.acceptNew failed: ${res.status} ${await res.text()}`);
  }
  const members = await qry('members.list');
  const sacrificial = members.find((m: any) => m.email === memberEmail);
  if (sacrificial) add('user', sacrificial.userId);
  add('user', f.users.owner.id);
  // A pending invitation, once members.invite exists.
  if (has('members.invite')) {
    const invite = await mut('members.invite', { email: `${MARK}-invitee@example.org`, role: 'viewer' });
    const id = (invite as any).id ?? (invite as any).invitation?.id;
    if (id) add('invitation', id);
  }
  const sent = await mut('extensions.webhooks.sendTest', { id: webhook.id });
  add('delivery', sent.deliveryId);
  add('event', sent.eventId);
  const wonEvent = (await qry('events.list', { limit: 100 })).data.find((e: any) => e.type === 'pursuit.won');
  if (wonEvent) add('event', wonEvent.id);
  add('organization', f.orgA.id);
  // alpha's applicant profile, named: no other organization, nor alpha's sandbox, may read it.
  await mut('organizationProfile.update', { legalName: `${MARK} Literacy Council, Inc.`, uei: 'J7MZK3LQ8RX4' });

  sandboxCandidates = alphaIds.filter(
    (c) => c.kind !== 'user' || c.id === sacrificial?.userId || c.id === f.users.owner.id,
  );
  // A fixture user the sandbox phase must leave alone (it may demote a viewer): attacked in (a) and (b) only.
  add('user', f.users.viewer.id);

  // Secrets and prefixes (set above), names, alpha's ids: neither another organization nor the sandbox may see them.
  needles.set(MARK, 'a name or title').set(f.orgA.id, 'alpha id');
  for (const c of alphaIds) if (c.kind !== 'user') needles.set(c.id, c.kind);
  for (const [value, what] of needles) liveNeedles.set(value, what);
  // Users act on the live organization and its sandbox alike: only another organization may not see them.
  for (const c of alphaIds) if (c.kind === 'user') needles.set(c.id, 'user id');
  for (const who of ['owner', 'admin', 'member', 'viewer'] as const) needles.set(f.users[who].email, `${who}'s email`);
  needles.set(memberEmail, 'member email').set(f.orgA.sandboxId, 'alpha sandbox id');
  // A person may belong to both organizations (another test file invites alpha's admin into beta): beta seeing its
  // own members is not a leak of alpha's data.
  const betaMembers = await call(outsider, proc('members.list'), undefined);
  for (const m of (betaMembers.data as { userId: string; email: string }[] | undefined) ?? []) {
    needles.delete(m.userId);
    needles.delete(m.email);
  }

  liveBefore = await settledSnapshot(f.orgA.id, true);
  sandboxBefore = await settledSnapshot(f.orgA.sandboxId, false);
}, 360_000); // its own app, started on a machine that may be busy

afterAll(async () => {
  // The receiver goes away: no endpoint of this file may keep receiving alpha's events.
  if (owner) {
    const list = await call(owner, proc('extensions.webhooks.list'), undefined, fixtures().orgA.id);
    for (const w of (list.data as any[] | undefined) ?? []) {
      if (w.url === receiverUrl)
        await call(owner, proc('extensions.webhooks.delete'), { id: w.id }, fixtures().orgA.id);
    }
  }
  await new Promise((r) => receiver?.close(r));
});

// ---------------------------------------------------------------------------------------------------------------

// The walks' timeouts leave room for the CI machine, where four test passes share two cores: there (a) and (c), which
// send thousands of calls, have run three times as long as alone (docs/testing.md#the-adversarial-walks).
describe('dashboard adversarial suite (generated from appRouter)', () => {
  it('generates valid inputs for every procedure, or the procedure is in the explicit non-organization list', () => {
    expect(procedures.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const p of procedures) {
      if (p.type === 'subscription') problems.push(`${p.path}: subscriptions are not covered`);
      const { variants, invalid } = generateInputs(p, {
        candidates: alphaIds,
        kindOfField,
        url: receiverUrl,
        mode: p.type === 'query' ? 'query' : 'mutation',
      });
      if (variants.length === 0) problems.push(`${p.path}: no input generated`);
      problems.push(...invalid);
    }
    expect(problems).toEqual([]);
    // Every id kind made in set-up is offered to the generator.
    const kinds = new Set(alphaIds.map((c) => c.kind));
    for (const k of [
      'mission',
      'pursuit',
      'project',
      'task',
      'grant',
      'webhook',
      'apiKey',
      'portalToken',
      'role',
      'user',
      'delivery',
      'event',
      'boilerplate',
    ]) {
      expect(kinds, k).toContain(k);
    }
    if (has('members.invite')) expect(kinds).toContain('invitation');
    // The sandbox phase acts on a member made here and on the owner (whom an admin cannot touch), never on the fixtures' others.
    expect(sandboxCandidates.filter((c) => c.kind === 'user')).toHaveLength(2);
    expect(explicit.map((p) => p.path)).toContain('members.me');
  });

  it('(a) another organization’s owner, with alpha’s ids, gets NOT_FOUND/FORBIDDEN/VALIDATION_FAILED, never data', async () => {
    const f = fixtures();
    const failures = new Failures();
    const headers: [string, string | undefined][] = [
      ['own organization', undefined],
      ['alpha', f.orgA.id],
      ['alpha sandbox', f.orgA.sandboxId],
    ];
    // Naming alpha (or its sandbox) as a non-member is refused by the membership check before the input is read, as
    // a probe with an input no parser takes shows for each procedure. Where it does, one input per branch of the input
    // schema (carrying one of alpha's ids where it has any) proves the guard; where it does not, every variant goes.
    // Every id variant is sent in the outsider's own organization, where the input is what an attack would use.
    const guardedFirst = await refusedBeforeInput(
      outsider,
      procedures.filter((p) => !isExplicit(p)),
      [f.orgA.id, f.orgA.sandboxId],
      ['FORBIDDEN', 'NOT_FOUND'],
    );
    const jobs = procedures.flatMap((p) => {
      const { variants } = generateInputs(p, {
        candidates: alphaIds,
        kindOfField,
        url: receiverUrl,
        mode: p.type === 'query' ? 'query' : 'mutation',
      });
      return headers.flatMap(([h, org]) =>
        (org !== undefined && guardedFirst.has(p.path) ? firstPerBranch(variants) : variants).map((v) => ({
          p,
          v,
          h,
          org,
        })),
      );
    });
    await pool(jobs, 8, async ({ p, v, h, org }) => {
      const where = `${p.path} [${h}] ${label(v)}`;
      const inOwnScope = org === undefined;
      // A mutation carrying none of alpha's ids, in the outsider's own organization, only changes beta: nothing to attack.
      if (inOwnScope && p.type === 'mutation' && !v.target && !isExplicit(p)) return;
      // Leaving, in the outsider's own organization, is theirs to do (and would leave beta): only alpha's is attacked.
      if (inOwnScope && p.path === 'members.leave') return;
      const o = await call(outsider, p, v.input, org);
      record('a', o);
      const leaked = disclosed(o, v.input, needles);
      if (leaked.length)
        failures.add(`${p.path} [${h}] returned alpha's data`, where, `${leaked.join(', ')} in ${o.text}`);
      if (isExplicit(p)) {
        if (o.status >= 500 || o.status === 0) failures.add(`${p.path} [${h}] failed with ${o.appCode}`, where, o.text);
        // Naming an organization one is not a member of: refused before anything else.
        if (
          (p.path === 'members.me' ||
            p.path === 'members.leave' ||
            p.path.startsWith('calendar.') ||
            p.path.startsWith('notifications.')) &&
          !inOwnScope &&
          o.appCode !== 'FORBIDDEN'
        ) {
          failures.add(`${p.path} [${h}] not FORBIDDEN`, where, o.text);
        }
        return;
      }
      if (o.ok && (p.type === 'mutation' || !inOwnScope)) failures.add(`${p.path} [${h}] succeeded`, where, o.text);
      if (!o.ok && !refusalsOf(p.path).includes(o.appCode!))
        failures.add(`${p.path} [${h}] answered ${o.appCode}`, where, o.text);
    });
    const liveChanged = await changedSince(liveBefore, f.orgA.id, true);
    const sandboxChanged = await changedSince(sandboxBefore, f.orgA.sandboxId, false);
    expect({ failures: failures.list(), liveChanged, sandboxChanged }).toEqual({
      failures: [],
      liveChanged: [],
      sandboxChanged: [],
    });
  }, 300_000);

  it('(b) alpha’s viewer gets FORBIDDEN for every mutation, live and in the sandbox', async () => {
    const f = fixtures();
    const failures = new Failures();
    const headers: [string, string | undefined][] = [
      ['live', undefined],
      ['sandbox', f.orgA.sandboxId],
    ];
    const mutations = scoped.filter((p) => p.type === 'mutation' && !MEMBER_OWN.test(p.path));
    // A mutation whose permission check refuses the viewer before the input is read (the probe) is shown guarded by
    // one input per schema branch; any other gets every variant.
    const guardedFirst = await refusedBeforeInput(viewer, mutations, [f.orgA.id, f.orgA.sandboxId], ['FORBIDDEN']);
    const jobs = mutations.flatMap((p) => {
      const { variants } = generateInputs(p, {
        candidates: alphaIds,
        kindOfField,
        url: receiverUrl,
        mode: 'mutation',
      });
      const sent = guardedFirst.has(p.path) ? firstPerBranch(variants) : variants;
      return headers.flatMap(([h, org]) => sent.map((v) => ({ p, v, h, org })));
    });
    await pool(jobs, 8, async ({ p, v, h, org }) => {
      const o = await call(viewer, p, v.input, org);
      record('b', o);
      if (o.appCode !== 'FORBIDDEN')
        failures.add(`${p.path} [viewer, ${h}] answered ${o.appCode ?? 'success'}`, `${p.path} ${label(v)}`, o.text);
    });
    const liveChanged = await changedSince(liveBefore, f.orgA.id, true);
    const sandboxChanged = await changedSince(sandboxBefore, f.orgA.sandboxId, false);
    expect({ failures: failures.list(), liveChanged, sandboxChanged }).toEqual({
      failures: [],
      liveChanged: [],
      sandboxChanged: [],
    });
  }, 170_000);

  it('(c) in the sandbox: the sandbox’s data only, members and roles of the live organization, nothing beyond the live role', async () => {
    const f = fixtures();
    const sandbox = f.orgA.sandboxId;
    const failures = new Failures();
    const callers = { admin, viewer } as const;

    // The principal: livemode false, the sandbox, the live role's permissions exactly.
    const me = proc('members.me');
    const livePermissions: Record<string, Set<string>> = {};
    for (const [who, client] of Object.entries(callers)) {
      const liveMe = await call(client, me, undefined, f.orgA.id);
      livePermissions[who] = new Set((liveMe.data as any)?.permissions ?? []);
      const sandboxMe = await call(client, me, undefined, sandbox);
      record('c', liveMe);
      record('c', sandboxMe);
      const l = liveMe.data as any;
      const s = sandboxMe.data as any;
      if (!liveMe.ok || !sandboxMe.ok)
        failures.add(`members.me [${who}] failed`, who, `${liveMe.text} / ${sandboxMe.text}`);
      else {
        if (s.livemode !== false || s.organizationId !== sandbox)
          failures.add(`members.me [${who}, sandbox] not the sandbox in test mode`, who, sandboxMe.text);
        if (l.livemode !== true || l.organizationId !== f.orgA.id)
          failures.add(`members.me [${who}, live] not live`, who, liveMe.text);
        if (JSON.stringify([...s.permissions].sort()) !== JSON.stringify([...l.permissions].sort())) {
          failures.add(
            `members.me [${who}] sandbox permissions differ from the live role's`,
            who,
            `${sandboxMe.text} vs ${liveMe.text}`,
          );
        }
      }
    }

    // What each caller may not do live, probed with an input the parser refuses (the permission is checked first).
    const forbiddenLive = new Map<string, boolean>();
    for (const [who, client] of Object.entries(callers)) {
      await pool(
        scoped.filter((p) => p.parsers.length > 0 || p.type === 'query'),
        4,
        async (p) => {
          const o = await call(client, p, p.parsers.length ? '__not an input__' : undefined, f.orgA.id);
          forbiddenLive.set(`${who} ${p.path}`, o.appCode === 'FORBIDDEN');
        },
      );
    }

    // Reads: member-scoped ones equal the live organization's; the others show no live data.
    const reads = scoped
      .filter((p) => p.type === 'query')
      .flatMap((p) =>
        generateInputs(p, { candidates: sandboxCandidates, kindOfField, url: receiverUrl, mode: 'query' }).variants.map(
          (v) => ({ p, v }),
        ),
      );
    const readJobs = Object.entries(callers).flatMap(([who, client]) => reads.map((r) => ({ ...r, who, client })));
    await pool(readJobs, 6, async ({ p, v, who, client }) => {
      const where = `${p.path} [${who}, sandbox] ${label(v)}`;
      const o = await call(client, p, v.input, sandbox);
      record('c', o);
      if (forbiddenLive.get(`${who} ${p.path}`) && o.appCode !== 'FORBIDDEN') {
        failures.add(`${p.path} [${who}, sandbox] allowed though FORBIDDEN live`, where, o.text);
      }
      if (MEMBER_SCOPED.test(p.path)) {
        const l = await call(client, p, v.input, f.orgA.id);
        const same =
          l.ok === o.ok &&
          l.appCode === o.appCode &&
          JSON.stringify(normalize(l.data, false)) === JSON.stringify(normalize(o.data, false));
        if (!same)
          failures.add(
            `${p.path} [${who}, sandbox] differs from the live organization's`,
            where,
            `sandbox ${o.text.slice(0, 150)} / live ${l.text.slice(0, 150)}`,
          );
        return;
      }
      const leaked = disclosed(o, v.input, liveNeedles);
      if (leaked.length) failures.add(`${p.path} [${who}, sandbox] returned live data`, where, `${leaked.join(', ')}`);
      if (!o.ok && !refusalsOf(p.path).includes(o.appCode!))
        failures.add(`${p.path} [${who}, sandbox] answered ${o.appCode}`, where, o.text);
    });

    // Writes, as the admin (the viewer's are in (b)): escalations first, consuming procedures last, one at a time.
    const knownIds = new Set([...needles.keys()]);
    const newMemberScopedIds: string[] = [];
    const writes = scoped
      .filter((p) => p.type === 'mutation')
      .sort(
        (x, y) => Number(DESTRUCTIVE.test(x.path)) - Number(DESTRUCTIVE.test(y.path)) || x.path.localeCompare(y.path),
      )
      .flatMap((p) =>
        generateInputs(p, { candidates: sandboxCandidates, kindOfField, url: receiverUrl, mode: 'mutation' })
          .variants.sort((x, y) => Number(y.escalation) - Number(x.escalation))
          .map((v) => ({ p, v })),
      );
    for (const { p, v } of writes) {
      const where = `${p.path} [admin, sandbox] ${label(v)}`;
      const o = await call(admin, p, v.input, sandbox);
      record('c', o);
      const t = v.target;
      if (o.status >= 500 || o.status === 0)
        failures.add(`${p.path} [admin, sandbox] failed with ${o.appCode}`, where, o.text);
      if (o.ok && o.text.includes('gms_live_'))
        failures.add(`${p.path} [admin, sandbox] created a gms_live_ key`, where, o.text.slice(0, 120));
      if (forbiddenLive.get(`admin ${p.path}`) && o.appCode !== 'FORBIDDEN')
        failures.add(`${p.path} [admin, sandbox] allowed though FORBIDDEN live`, where, o.text);
      if (v.escalation && escalates(v.input, livePermissions.admin!)) {
        if (!['FORBIDDEN', 'VALIDATION_FAILED'].includes(o.appCode ?? ''))
          failures.add(`${p.path} [admin, sandbox] granted beyond the live role`, where, o.text);
        continue;
      }
      if (MEMBER_SCOPED.test(p.path)) {
        if (t && t.candidate.kind === t.slot.kind) {
          // The live organization's member/role/invitation: found (acted on, or refused for what it holds), never "not found".
          if (!o.ok && !['FORBIDDEN', 'CONFLICT', 'VALIDATION_FAILED'].includes(o.appCode!)) {
            failures.add(
              `${p.path} [admin, sandbox] did not act on the live organization's ${t.candidate.kind}`,
              where,
              `${o.appCode} ${o.text.slice(0, 150)}`,
            );
          }
        } else if (t) {
          if (o.ok || !['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED', 'CONFLICT'].includes(o.appCode!)) {
            failures.add(
              `${p.path} [admin, sandbox] accepted a ${t.candidate.kind} id as ${t.slot.field}`,
              where,
              `${o.appCode ?? 'success'} ${o.text.slice(0, 150)}`,
            );
          }
        } else if (o.ok) {
          for (const id of o.text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []) {
            if (!knownIds.has(id)) newMemberScopedIds.push(`${p.path}:${id}`);
          }
        }
        continue;
      }
      const leaked = disclosed(o, v.input, liveNeedles);
      if (leaked.length)
        failures.add(
          `${p.path} [admin, sandbox] returned or touched live data`,
          where,
          `${leaked.join(', ')} in ${o.text.slice(0, 200)}`,
        );
      else if (o.ok && t && t.candidate.kind !== 'user')
        failures.add(`${p.path} [admin, sandbox] accepted a live ${t.candidate.kind}`, where, o.text.slice(0, 200));
      if (!o.ok && !refusalsOf(p.path).includes(o.appCode!))
        failures.add(`${p.path} [admin, sandbox] answered ${o.appCode}`, where, o.text.slice(0, 200));
    }

    // The live organization: unchanged but for its members, roles and invitations, where the sandbox's member and
    // role writes must have landed. The sandbox: changed (its own writes went somewhere).
    const liveChanged = await changedSince(liveBefore, f.orgA.id, true, (k) => !MEMBER_SCOPED.test(k));
    const liveAfter = await takeSnapshot(f.orgA.id, true);
    const memberText = [...liveAfter]
      .filter(([k]) => MEMBER_SCOPED.test(k))
      .map(([, v]) => v)
      .join('\n');
    const notInLive = newMemberScopedIds.filter((x) => !memberText.includes(x.split(':')[1]!));
    const sandboxAfter = await takeSnapshot(sandbox, false);
    const sandboxWritesLanded = diff(sandboxBefore, sandboxAfter, (k) => !MEMBER_SCOPED.test(k)).length > 0;
    expect({ failures: failures.list(), liveChanged, notInLive, sandboxWritesLanded }).toEqual({
      failures: [],
      liveChanged: [],
      notInLive: [],
      sandboxWritesLanded: true,
    });
  }, 400_000);

  it('ran enough cases for the generation to mean something', () => {
    const perProcedure = scoped.length;
    console.log(
      `adversarial: ${counts.a + counts.b + counts.c} cases (a: ${counts.a}, b: ${counts.b}, c: ${counts.c})`,
    );
    console.log(`adversarial outcomes: ${JSON.stringify(tally)}`);
    // (a): every id variant in the outsider's own organization, one per schema branch naming alpha or its sandbox.
    expect(counts.a).toBeGreaterThanOrEqual(perProcedure * (5 + 2));
    // (b): one input per schema branch where the probe showed the permission checked first, every variant elsewhere.
    expect(counts.b).toBeGreaterThanOrEqual(
      scoped.filter((p) => p.type === 'mutation' && !MEMBER_OWN.test(p.path)).length * 2,
    );
    expect(counts.c).toBeGreaterThanOrEqual(perProcedure * 5);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The request itself (docs/dashboard.md#what-the-endpoint-refuses): where it comes from, its body, its size, its path

interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** One request to /api/trpc with the owner's session cookie and nothing else the fixture would add. */
async function raw(pathAndQuery: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${fixtures().baseUrl}/api/trpc/${pathAndQuery}`, {
    ...init,
    headers: { Cookie: owner.cookie, ...init.headers },
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the assertion on the status says what it should have been
  }
  return { status: res.status, headers: res.headers, text, json } satisfies RawAnswer;
}

/** The same host on another port: same-site to the browser (the cookie goes along), another origin. */
const siblingOrigin = () => {
  const u = new URL(fixtures().baseUrl);
  u.port = String(Number(u.port) + 1);
  return u.origin;
};
const multipart = () => {
  const form = new FormData();
  form.set('scope', 'all');
  return form;
};
/** Each way a page of another origin can send a body without a preflight, and the JSON it could only send with one. */
const forgedBodies = (): [string, () => { body: BodyInit; headers: Record<string, string> }][] => [
  ['multipart', () => ({ body: multipart(), headers: {} })],
  ['form-urlencoded', () => ({ body: 'scope=all', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })],
  ['text/plain', () => ({ body: '{"scope":"all"}', headers: { 'Content-Type': 'text/plain' } })],
  ['json', () => ({ body: '{"scope":"all"}', headers: { 'Content-Type': 'application/json' } })],
];
/** How the request says where it comes from. */
const forgedOrigins = (): [string, Record<string, string>][] => [
  ['sibling port', { Origin: siblingOrigin(), 'Sec-Fetch-Site': 'same-site' }],
  ['sibling port, Origin only', { Origin: siblingOrigin() }],
  ['another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
  ['Origin null (sandboxed frame)', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
  ['no Origin, same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ['no Origin, no Sec-Fetch-Site', {}],
];
const STATE_CHANGING = ['calendar.create', 'calendar.revoke', 'notifications.markRead'];

async function calendarState() {
  const r = await owner.query('calendar.get');
  expect(r.status).toBe(200);
  return JSON.stringify(r.data ?? null);
}

describe('dashboard requests from elsewhere (docs/dashboard.md#same-origin-only)', () => {
  it('a state-changing call from another origin, or with a body a form can send, is refused and changes nothing', async () => {
    expect((await owner.mutate('calendar.create', { scope: 'all' })).status).toBe(200);
    const before = await calendarState();
    const accepted: string[] = [];
    for (const path of STATE_CHANGING) {
      for (const [from, originHeaders] of forgedOrigins()) {
        for (const [kind, make] of forgedBodies()) {
          const { body, headers } = make();
          const r = await raw(path, { method: 'POST', body, headers: { ...headers, ...originHeaders } });
          if (r.status !== 403) accepted.push(`${path} from ${from} as ${kind}: ${r.status} ${r.text.slice(0, 120)}`);
          else expect(r.json?.error?.data).toMatchObject({ httpStatus: 403, appCode: 'FORBIDDEN' });
        }
      }
      // From the app's own origin, a body other than JSON is still refused (415), before the procedure runs.
      for (const [kind, make] of forgedBodies().filter(([k]) => k !== 'json')) {
        const { body, headers } = make();
        const r = await raw(path, {
          method: 'POST',
          body,
          headers: { ...headers, Origin: fixtures().baseUrl, 'Sec-Fetch-Site': 'same-origin' },
        });
        if (r.status !== 415) accepted.push(`${path} same-origin as ${kind}: ${r.status} ${r.text.slice(0, 120)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await calendarState()).toBe(before);
  });

  it('the same call from the app’s own origin goes through (Origin, or Sec-Fetch-Site alone)', async () => {
    const before = await calendarState();
    const json = { 'Content-Type': 'application/json' };
    const byOrigin = await raw('calendar.create', {
      method: 'POST',
      body: '{"scope":"all"}',
      headers: { ...json, Origin: fixtures().baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(byOrigin.status, byOrigin.text).toBe(200);
    const byFetchSite = await raw('calendar.create', {
      method: 'POST',
      body: '{"scope":"all"}',
      headers: { ...json, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(byFetchSite.status, byFetchSite.text).toBe(200);
    expect(await calendarState()).not.toBe(before);
  });

  it('a GET to a mutation is a 405 with Allow: POST, and does not run it', async () => {
    const before = await calendarState();
    for (const path of STATE_CHANGING) {
      const single = await raw(`${path}?input=${encodeURIComponent('{"scope":"all"}')}`);
      expect(single.status, `${path}: ${single.text}`).toBe(405);
      expect(single.headers.get('allow')).toBe('POST');
      expect(single.json?.error?.data).toMatchObject({ httpStatus: 405, appCode: 'METHOD_NOT_ALLOWED' });
      const batched = await raw(`members.me,${path}?batch=1&input=${encodeURIComponent('{}')}`);
      expect(batched.status, `${path} in a batch: ${batched.text}`).toBe(405);
    }
    expect(await calendarState()).toBe(before);
    // And the other way round: a POST to a query.
    const post = await raw('members.me', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', Origin: fixtures().baseUrl },
    });
    expect(post.status, post.text).toBe(405);
  });
});

describe('dashboard batches (docs/dashboard.md#what-the-endpoint-refuses)', () => {
  const batchOf = (n: number) => {
    const paths = Array.from({ length: n }, () => 'members.me').join(',');
    return `${paths}?batch=1&input=${encodeURIComponent('{}')}`;
  };

  it('a batch of 10 calls is answered; 11 or 200 is a 400 saying why, before any call runs', async () => {
    const ten = await raw(batchOf(10));
    expect(ten.status, ten.text.slice(0, 200)).toBe(200);
    expect(ten.json).toHaveLength(10);
    for (const n of [11, 200]) {
      const started = Date.now();
      const r = await raw(batchOf(n));
      expect(r.status, r.text.slice(0, 200)).toBe(400);
      expect(r.text.length).toBeLessThan(1_000); // one error, not one per call
      expect(r.json?.error?.message).toBe(`A batch may hold at most 10 calls; this one has ${n}`);
      expect(r.json?.error?.data).toMatchObject({ httpStatus: 400, appCode: 'VALIDATION_FAILED' });
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    // Mutations too (POST), and refused before any of them runs.
    const before = await calendarState();
    const input = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, { scope: 'all' }]));
    const r = await raw(`${Array.from({ length: 11 }, () => 'calendar.create').join(',')}?batch=1`, {
      method: 'POST',
      body: JSON.stringify(input),
      headers: { 'Content-Type': 'application/json', Origin: fixtures().baseUrl },
    });
    expect(r.status, r.text.slice(0, 200)).toBe(400);
    expect(await calendarState()).toBe(before);
  });
});

describe('dashboard errors (docs/dashboard.md#errors)', () => {
  it('each error body’s httpStatus is the status sent', async () => {
    const cases: [string, () => Promise<RawAnswer>, number][] = [
      ['not found', () => raw('grants.get?input=' + encodeURIComponent(JSON.stringify({ id: randomUUID() }))), 404],
      ['invalid input', () => raw('grants.get?input=' + encodeURIComponent('{"id":"nope"}')), 400],
      ['no procedure', () => raw('nothing.here'), 404],
      [
        'no session',
        async () => {
          const res = await fetch(`${fixtures().baseUrl}/api/trpc/members.me`);
          return { status: res.status, headers: res.headers, text: '', json: await res.json() };
        },
        401,
      ],
      [
        'forbidden organization',
        () => raw('members.me', { headers: { 'X-Organization-Id': fixtures().orgB.id } }),
        403,
      ],
    ];
    const wrong: string[] = [];
    for (const [what, run, expected] of cases) {
      const r = await run();
      const sent = r.json?.error?.data?.httpStatus;
      if (r.status !== expected || sent !== expected) wrong.push(`${what}: sent ${r.status}, body says ${sent}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('malformed dashboard paths (docs/dashboard.md#what-the-endpoint-refuses)', () => {
  it('a path that is not valid percent-encoding is a 400, never a 500', async () => {
    const bad = ['%ff', '%', '%E0%A4%A', '%C0%AF', 'members.me%', 'members.me,%ff?batch=1', '%ff%fe%fd'];
    const answers: string[] = [];
    for (const p of bad) {
      for (const method of ['GET', 'POST']) {
        const r = await raw(p, {
          method,
          ...(method === 'POST' && {
            body: '{}',
            headers: { 'Content-Type': 'application/json', Origin: fixtures().baseUrl },
          }),
        });
        if (r.status !== 400) answers.push(`${method} /api/trpc/${p}: ${r.status} ${r.text.slice(0, 100)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
