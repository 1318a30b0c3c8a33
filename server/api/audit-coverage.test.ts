// The audit trail's coverage (docs/audit.md), generated from the router: every mutation of appRouter must have an entry
// in CALLS (how to call it, the action and target type it records) or in RECORDS_NOTHING (with the reason), or this
// test fails — a new mutation cannot ship without deciding what its trail is. Each entry runs through the real tRPC
// middlewares in-process and must add exactly one record naming the caller, the request and what changed. Then: no
// credential material anywhere in the table; a viewer cannot read the trail; an auditor reads everything and changes
// nothing.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import {
  auditRecords,
  funderReportRequirements,
  notifications,
  passwordResetRequests,
  passwordResetTokens,
} from '~/db/schema';
import { flushAuthEventTallies } from '../audit/auth-tallies';
import { verifyChain } from '../audit/verify';
import { verifyApiKey } from '../auth/api-keys';
import { sha256Hex } from '../auth/credential-format';
import { PERMISSIONS } from '../auth/permissions';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { handlePasswordResetRequest } from '../users/password-reset';
import type { RequestContext } from './context';
import { appRouter, createCaller } from './root';
import { toAppError } from './trpc';
import { receiveUpload } from '../documents/intake';
import { spoolDirectory } from '../documents/store';
import { pdfWith } from '../testing/sample-files';
import { receiveTextBody } from './rest/text-body';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
// The documents this file uploads go to a directory of its own, never the checkout's .data.
process.env.STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-audit-coverage-'));
// Some fifty requests against one embedded database, with argon2 hashes, on a shared 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

// Settings → Single sign-on checks domains against this DNS server. DNS_SERVERS must be set before the configuration
// is first parsed, which the imports above already do: vi.hoisted runs before them.
const { dnsServer } = await vi.hoisted(async () => {
  const { startDnsServer } = await import('../testing/dns-server');
  const server = await startDnsServer();
  process.env.DNS_SERVERS = server.address;
  return { dnsServer: server };
});

type Caller = ReturnType<typeof createCaller>;

let db: Db;
let close: () => Promise<void>;
let org: { id: string; sandboxId: string };
const people = { owner: '', member: '', viewer: '', auditor: '', outsider: '', decliner: '', leaver: '' };
const ownerEmail = `owner-${Date.now()}@example.org`;
/** Every secret the run creates or shows: none may appear in the audit table. */
const secrets: string[] = [];
/** Ids the calls hand to each other (the pursuit they create, the webhook they rotate, …). */
const state: Record<string, string> = {};

const strongPassword = () => `Audit-${randomBytes(18).toString('base64url')}-7q`;
let requestSerial = 0;

/** A dashboard request by `userId` (null: not signed in), as /api/trpc builds it. */
function dashboardContext(userId: string | null): RequestContext {
  return {
    db,
    requestId: `req_audit_${++requestSerial}`,
    transport: 'dashboard',
    method: 'POST',
    headers: new Headers({ 'user-agent': 'audit-coverage/1' }),
    query: new URLSearchParams(),
    clientIp: '198.51.100.23',
    response: { headers: new Headers() },
    principal: null,
    sessionUserId: userId,
  };
}
function as(userId: string | null): Caller {
  return createCaller(dashboardContext(userId));
}

/** Gives the request a multipart body holding a small PDF named `fileName`, for an upload procedure to read. */
function attach(ctx: RequestContext, fileName: string): void {
  const form = new FormData();
  form.append('file', new Blob([pdfWith(fileName)]), fileName);
  const encoded = new Response(form);
  const headers = new Headers({ 'content-type': encoded.headers.get('content-type')! });
  const body = encoded.body as unknown as AsyncIterable<Uint8Array>;
  ctx.receiveUpload = () => receiveUpload(headers, body, { maxBytes: 1024 * 1024, spoolDirectory: spoolDirectory() });
}

interface Call {
  /** Who calls (default: the owner). */
  by?: keyof typeof people | 'anonymous';
  /** `ctx` is the request's context: an upload attaches its file to it. */
  run: (c: Caller, ctx: RequestContext) => Promise<unknown>;
  action: string;
  targetType: string;
  /** Fields `changes` must hold (a subset). */
  changes?: Record<string, [unknown, unknown]>;
  /** The record's actor when it is not the caller (an invitee who proves who they are). */
  actor?: () => { kind: string; id: string | null };
  /** Counted per (user, address, window) and recorded when the window closes: no request id (server/audit/auth-tallies.ts). */
  tallied?: boolean;
}

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** In order: later calls use what earlier ones made. */
const CALLS: [string, Call][] = [
  [
    'missions.create',
    {
      run: async (c) =>
        (state.mission = (await c.missions.create({ name: 'Adult literacy', keywords: ['literacy'] })).id),
      action: 'mission.created',
      targetType: 'mission',
      changes: { name: [null, 'Adult literacy'] },
    },
  ],
  [
    'missions.update',
    {
      run: (c) => c.missions.update({ id: state.mission!, name: 'Adult literacy, rural' }),
      action: 'mission.updated',
      targetType: 'mission',
      changes: { name: ['Adult literacy', 'Adult literacy, rural'] },
    },
  ],
  [
    'missions.delete',
    {
      run: (c) => c.missions.delete({ id: state.mission! }),
      action: 'mission.deleted',
      targetType: 'mission',
      changes: { name: ['Adult literacy, rural', null] },
    },
  ],
  [
    'grants.addPrivate',
    {
      run: async (c) =>
        (state.grant = ((await c.grants.addPrivate({ title: 'Community reading rooms' })) as { id: string }).id),
      action: 'grant.private_added',
      targetType: 'grant',
      changes: { title: [null, 'Community reading rooms'] },
    },
  ],
  [
    'grants.dismiss',
    {
      run: (c) => c.grants.dismiss({ grantId: state.grant! }),
      action: 'grant.dismissed',
      targetType: 'grant',
      changes: { dismissed: [false, true] },
    },
  ],
  [
    'grants.restore',
    {
      run: (c) => c.grants.restore({ grantId: state.grant! }),
      action: 'grant.restored',
      targetType: 'grant',
      changes: { dismissed: [true, false] },
    },
  ],
  [
    'pursuits.create',
    {
      run: async (c) =>
        (state.pursuit = (await c.pursuits.create({ grantId: state.grant!, amountRequested: 50_000 })).id),
      action: 'pursuit.created',
      targetType: 'pursuit',
      changes: { stage: [null, 'prospect'], amountRequested: [null, 50_000] },
    },
  ],
  [
    'pursuits.update',
    {
      run: (c) => c.pursuits.update({ id: state.pursuit!, stage: 'submitted' }),
      action: 'pursuit.updated',
      targetType: 'pursuit',
      changes: { stage: ['prospect', 'submitted'], probability: [10, 60] },
    },
  ],
  [
    'requirementTemplates.create',
    {
      run: async (c) =>
        (state.template = (
          await c.requirementTemplates.create({
            name: 'Federal',
            items: [{ kind: 'form', title: 'SF-424', dueDaysBeforeDeadline: 7 }],
          })
        ).id),
      action: 'requirement_template.created',
      targetType: 'requirement_template',
      changes: { name: [null, 'Federal'] },
    },
  ],
  [
    'requirementTemplates.update',
    {
      run: (c) => c.requirementTemplates.update({ id: state.template!, name: 'Federal, Grants.gov' }),
      action: 'requirement_template.updated',
      targetType: 'requirement_template',
      changes: { name: ['Federal', 'Federal, Grants.gov'] },
    },
  ],
  [
    'requirements.applyTemplate',
    {
      run: async (c) =>
        (state.requirement = (
          await c.requirements.applyTemplate({ id: state.pursuit!, templateId: state.template! })
        ).data[0]!.id),
      action: 'requirement_template.applied',
      targetType: 'pursuit',
      changes: { itemsAdded: [null, 1] },
    },
  ],
  [
    'requirements.create',
    {
      run: (c) => c.requirements.create({ id: state.pursuit!, kind: 'letter', title: 'Letters of support' }),
      action: 'requirement.created',
      targetType: 'requirement',
      changes: { title: [null, 'Letters of support'], position: [null, 1] },
    },
  ],
  [
    'requirements.update',
    {
      run: (c) => c.requirements.update({ id: state.pursuit!, requirementId: state.requirement!, status: 'done' }),
      action: 'requirement.updated',
      targetType: 'requirement',
      changes: { status: ['todo', 'done'] },
    },
  ],
  [
    'requirements.delete',
    {
      run: (c) => c.requirements.delete({ id: state.pursuit!, requirementId: state.requirement! }),
      action: 'requirement.deleted',
      targetType: 'requirement',
      changes: { title: ['SF-424', null] },
    },
  ],
  [
    'requirementTemplates.delete',
    {
      run: (c) => c.requirementTemplates.delete({ id: state.template! }),
      action: 'requirement_template.deleted',
      targetType: 'requirement_template',
      changes: { name: ['Federal, Grants.gov', null] },
    },
  ],
  [
    'projects.close',
    {
      run: async (c) => {
        // Won through the REST procedure (recorded as pursuit.updated, checked above): the project to close.
        const won = await c.pursuits.update({ id: state.pursuit!, status: 'won' });
        state.project = won.project!.id;
        return c.projects.close({ id: state.project, force: true });
      },
      action: 'project.closed',
      targetType: 'project',
      changes: { status: ['active', 'closed'] },
    },
  ],
  [
    'projects.reopen',
    {
      run: (c) => c.projects.reopen({ id: state.project! }),
      action: 'project.reopened',
      targetType: 'project',
      changes: { status: ['closed', 'active'] },
    },
  ],
  [
    'tasks.create',
    {
      run: async (c) =>
        (state.task = (
          await c.tasks.create({ id: state.project!, title: 'Volunteer training', dueDate: tomorrow })
        ).id),
      action: 'task.created',
      targetType: 'task',
      changes: { title: [null, 'Volunteer training'] },
    },
  ],
  [
    'tasks.update',
    {
      run: (c) => c.tasks.update({ id: state.project!, taskId: state.task!, status: 'completed' }),
      action: 'task.updated',
      targetType: 'task',
      changes: { status: ['todo', 'completed'] },
    },
  ],
  [
    'budgets.replace',
    {
      run: async (c) => {
        const budget = await c.budgets.replace({
          id: state.project!,
          lines: [{ category: 'personnel', description: 'Coordinator', amountCents: 1_250_000 }],
        });
        state.budgetLine = budget.lines[0]!.id;
      },
      action: 'budget.revised',
      targetType: 'project',
      changes: { revision: [0, 1], budgetedCents: ['0', '1250000'] },
    },
  ],
  [
    'budgets.expenses.create',
    {
      run: async (c) => {
        const { startDate } = await c.projects.get({ id: state.project! });
        const expense = await c.budgets.expenses.create({
          id: state.project!,
          budgetLineId: state.budgetLine!,
          date: startDate!,
          amountCents: -1_050,
          reference: 'ERP-77',
        });
        state.expense = expense.id;
      },
      action: 'expense.created',
      targetType: 'expense',
      changes: { amountCents: [null, -1_050], reference: [null, 'ERP-77'] },
    },
  ],
  [
    'budgets.expenses.delete',
    {
      run: (c) => c.budgets.expenses.delete({ id: state.project!, expenseId: state.expense! }),
      action: 'expense.deleted',
      targetType: 'expense',
      changes: { amountCents: [-1_050, null] },
    },
  ],
  [
    'budgets.expenses.import',
    {
      run: async (c, ctx) => {
        const { startDate } = await c.projects.get({ id: state.project! });
        const csv = `date,amount,category,reference\n${startDate},"$1,250.00",personnel,ERP-78\n`;
        ctx.receiveText = () =>
          receiveTextBody(new Headers({ 'content-type': 'text/csv' }), Readable.from([Buffer.from(csv)]), {
            contentTypes: ['text/csv'],
            maxBytes: 1024,
          });
        await c.budgets.expenses.import({ id: state.project! });
      },
      action: 'expenses.imported',
      targetType: 'project',
      changes: { created: [null, 1], skipped: [null, 0], totalCents: [null, '125000'] },
    },
  ],
  [
    'funderReports.create',
    {
      run: async (c) => {
        const report = await c.funderReports.create({
          id: state.project!,
          kind: 'progress',
          title: 'Quarterly progress',
          frequency: 'quarterly',
          firstDueDate: '2030-01-31',
          endDate: '2030-07-31',
        });
        state.funderReport = report.id;
      },
      action: 'funder_report.created',
      targetType: 'funder_report',
      changes: { frequency: [null, 'quarterly'], instances: [null, 3] },
    },
  ],
  [
    'funderReports.update',
    {
      run: (c) =>
        c.funderReports.update({ id: state.project!, reportId: state.funderReport!, frequency: 'semiannual' }),
      action: 'funder_report.updated',
      targetType: 'funder_report',
      changes: { frequency: ['quarterly', 'semiannual'], instancesRemoved: [1, null] },
    },
  ],
  [
    'funderReports.submit',
    {
      run: (c) => c.funderReports.submit({ id: state.project!, reportId: state.funderReport!, documentIds: [] }),
      action: 'funder_report.submitted',
      targetType: 'funder_report_instance',
      changes: { dueDate: [null, '2030-01-31'] },
    },
  ],
  [
    'funderReports.delete',
    {
      run: async (c) => {
        // Recorded straight into the table: the step's one record is the deletion's.
        const [spare] = await db
          .insert(funderReportRequirements)
          .values({
            organizationId: org.id,
            projectId: state.project!,
            kind: 'other',
            title: 'Recorded twice',
            frequency: 'once',
            firstDueDate: '2030-02-28',
            createdBy: `user:${people.owner}`,
          })
          .returning();
        await c.funderReports.delete({ id: state.project!, reportId: spare!.id });
      },
      action: 'funder_report.deleted',
      targetType: 'funder_report',
      changes: { title: ['Recorded twice', null] },
    },
  ],
  [
    'savedSearches.create',
    {
      run: async (c) =>
        (state.search = (await c.savedSearches.create({ name: 'Literacy', filters: { q: 'literacy' } })).id),
      action: 'saved_search.created',
      targetType: 'saved_search',
      changes: { name: [null, 'Literacy'] },
    },
  ],
  [
    'savedSearches.update',
    {
      run: (c) => c.savedSearches.update({ id: state.search!, name: 'Literacy, all' }),
      action: 'saved_search.updated',
      targetType: 'saved_search',
      changes: { name: ['Literacy', 'Literacy, all'] },
    },
  ],
  [
    'notifications.subscribe',
    {
      run: (c) => c.notifications.subscribe({ savedSearchId: state.search!, subscribed: true }),
      action: 'saved_search.subscription_changed',
      targetType: 'saved_search',
      changes: { subscribed: [false, true] },
    },
  ],
  [
    'savedSearches.delete',
    {
      run: (c) => c.savedSearches.delete({ id: state.search! }),
      action: 'saved_search.deleted',
      targetType: 'saved_search',
      changes: { name: ['Literacy, all', null] },
    },
  ],
  [
    'boilerplate.create',
    {
      run: async (c) =>
        (state.boilerplate = (
          await c.boilerplate.create({
            title: 'Mission statement',
            body: 'We teach adults to read.',
            tags: ['Mission'],
          })
        ).id),
      action: 'boilerplate.created',
      targetType: 'boilerplate',
      changes: { title: [null, 'Mission statement'], tags: [null, ['mission']], version: [null, 1] },
    },
  ],
  [
    'boilerplate.update',
    {
      run: (c) => c.boilerplate.update({ id: state.boilerplate!, body: 'We teach adults to read and write.' }),
      action: 'boilerplate.updated',
      targetType: 'boilerplate',
      // The body's length and digest, not its text.
      changes: {
        body: [
          `24 characters (sha256 ${createHash('sha256').update('We teach adults to read.').digest('hex').slice(0, 12)})`,
          `34 characters (sha256 ${createHash('sha256').update('We teach adults to read and write.').digest('hex').slice(0, 12)})`,
        ],
        version: [1, 2],
      },
    },
  ],
  [
    'boilerplate.delete',
    {
      run: (c) => c.boilerplate.delete({ id: state.boilerplate! }),
      action: 'boilerplate.deleted',
      targetType: 'boilerplate',
      changes: { title: ['Mission statement', null] },
    },
  ],
  [
    'documents.create',
    {
      run: async (c, ctx) => {
        attach(ctx, 'narrative.pdf');
        state.document = (await c.documents.create({})).id;
      },
      action: 'document.created',
      targetType: 'document',
      changes: { fileName: [null, 'narrative.pdf'], contentType: [null, 'application/pdf'], version: [null, 1] },
    },
  ],
  [
    'documents.addVersion',
    {
      run: (c, ctx) => {
        attach(ctx, 'narrative-v2.pdf');
        return c.documents.addVersion({ id: state.document! });
      },
      action: 'document.version_added',
      targetType: 'document',
      changes: { fileName: ['narrative.pdf', 'narrative-v2.pdf'], version: [1, 2] },
    },
  ],
  [
    'documents.update',
    {
      run: (c) => c.documents.update({ id: state.document!, portalVisible: true }),
      action: 'document.updated',
      targetType: 'document',
      changes: { portalVisible: [false, true] },
    },
  ],
  [
    'documents.delete',
    {
      run: (c) => c.documents.delete({ id: state.document! }),
      action: 'document.deleted',
      targetType: 'document',
      changes: { title: ['narrative.pdf', null] },
    },
  ],
  [
    'notifications.updatePreferences',
    {
      run: (c) => c.notifications.updatePreferences({ digest: 'weekly' }),
      action: 'notification_preferences.updated',
      targetType: 'user',
      changes: { digest: ['daily', 'weekly'] },
    },
  ],
  [
    'notifications.markRead',
    {
      run: async (c) => {
        await db.insert(notifications).values({
          organizationId: org.id,
          userId: people.owner,
          kind: 'assignment',
          dedupeKey: 'audit-test',
          title: 'Assigned',
          body: 'A deliverable',
          link: '/projects',
        });
        return c.notifications.markRead({});
      },
      action: 'notification.marked_read',
      targetType: 'notification',
      changes: { unread: [1, 0] },
    },
  ],
  [
    'calendar.create',
    {
      run: async (c) =>
        secrets.push(
          ((await c.calendar.create({ scope: 'all' })) as { url: string }).url.replace(/^.*\/calendar\/|\.ics$/g, ''),
        ),
      action: 'calendar_feed.created',
      targetType: 'calendar_feed',
      changes: { scope: [null, 'all'] },
    },
  ],
  [
    'calendar.revoke',
    { run: (c) => c.calendar.revoke(), action: 'calendar_feed.revoked', targetType: 'calendar_feed' },
  ],
  [
    'organization.update',
    {
      run: (c) => c.organization.update({ name: 'Prairie Reads', timeZone: 'America/Chicago' }),
      action: 'organization.updated',
      targetType: 'organization',
      changes: { timeZone: ['America/New_York', 'America/Chicago'] },
    },
  ],
  [
    'organization.updateDeliverablesTemplate',
    {
      run: (c) =>
        c.organization.updateDeliverablesTemplate({ items: [{ title: 'Kickoff', anchor: 'start', offsetDays: 7 }] }),
      action: 'organization.deliverables_template_updated',
      targetType: 'organization',
    },
  ],
  [
    'scim.createToken',
    {
      run: async (c) => secrets.push((await c.scim.createToken()).token),
      action: 'scim_token.created',
      targetType: 'scim_token',
      changes: { replacedPrevious: [null, false] },
    },
  ],
  [
    'scim.revokeToken',
    {
      run: (c) => c.scim.revokeToken(),
      action: 'scim_token.revoked',
      targetType: 'scim_token',
      changes: { reason: [null, 'revoked'] },
    },
  ],
  [
    'sso.save',
    {
      run: async (c) => {
        const clientSecret = `sso-${randomBytes(18).toString('base64url')}`;
        secrets.push(clientSecret);
        await c.sso.save({ issuer: 'https://idp.example.com', clientId: 'gms-audit', clientSecret, requireSso: true });
      },
      action: 'sso_connection.created',
      targetType: 'sso_connection',
      changes: { issuer: [null, 'https://idp.example.com'], clientSecret: [null, '[set]'], requireSso: [null, true] },
    },
  ],
  [
    'sso.addDomain',
    {
      run: async (c) => {
        const added = await c.sso.addDomain({ domain: 'Audit-Coverage.example.org' });
        state.ssoDomain = added.id;
        state.ssoTxt = added.txtRecord.value;
      },
      action: 'sso_domain.added',
      targetType: 'sso_domain',
      changes: { domain: [null, 'audit-coverage.example.org'] },
    },
  ],
  [
    'sso.verifyDomain',
    {
      run: (c) => {
        dnsServer.setTxt('audit-coverage.example.org', [state.ssoTxt!]);
        return c.sso.verifyDomain({ id: state.ssoDomain! });
      },
      action: 'sso_domain.verified',
      targetType: 'sso_domain',
      changes: { domain: [null, 'audit-coverage.example.org'] },
    },
  ],
  [
    'sso.removeDomain',
    {
      run: (c) => c.sso.removeDomain({ id: state.ssoDomain! }),
      action: 'sso_domain.removed',
      targetType: 'sso_domain',
      changes: { domain: ['audit-coverage.example.org', null] },
    },
  ],
  [
    'sso.delete',
    {
      run: (c) => c.sso.delete(),
      action: 'sso_connection.deleted',
      targetType: 'sso_connection',
      changes: { clientSecret: ['[set]', null] },
    },
  ],
  [
    'organizationProfile.update',
    {
      run: (c) =>
        c.organizationProfile.update({ ein: '61-1234567', authorizedRepresentative: { name: 'Maria Alvarez' } }),
      action: 'organization.profile_updated',
      targetType: 'organization',
      changes: { ein: [null, '61-1234567'], authorizedRepName: [null, 'Maria Alvarez'] },
    },
  ],
  [
    'extensions.apiKeys.create',
    {
      run: async (c) => {
        const created = await c.extensions.apiKeys.create({
          name: 'ERP sync',
          permissions: ['VIEW_PURSUITS', 'MANAGE_PURSUITS'],
        });
        secrets.push(created.key);
        state.apiKey = created.id;
        state.apiKeyPlaintext = created.key;
      },
      action: 'api_key.created',
      targetType: 'api_key',
      changes: { name: [null, 'ERP sync'], permissions: [null, ['VIEW_PURSUITS', 'MANAGE_PURSUITS']] },
    },
  ],
  [
    'extensions.apiKeys.revoke',
    {
      run: (c) => c.extensions.apiKeys.revoke({ id: state.apiKey! }),
      action: 'api_key.revoked',
      targetType: 'api_key',
    },
  ],
  [
    'extensions.portalTokens.create',
    {
      run: async (c) => {
        const created = await c.extensions.portalTokens.create({ name: 'Board portal' });
        secrets.push(created.token);
        state.portalToken = created.id;
      },
      action: 'portal_token.created',
      targetType: 'portal_token',
      changes: { name: [null, 'Board portal'] },
    },
  ],
  [
    'extensions.portalTokens.revoke',
    {
      run: (c) => c.extensions.portalTokens.revoke({ id: state.portalToken! }),
      action: 'portal_token.revoked',
      targetType: 'portal_token',
    },
  ],
  [
    'extensions.webhooks.create',
    {
      run: async (c) => {
        // A URL that carries its own bearer secret, as chat services' do: the trail shows its origin and a fingerprint.
        const url = `https://93.184.215.14/hooks/grants?token=${randomBytes(16).toString('hex')}`;
        const created = await c.extensions.webhooks.create({ url, description: 'CRM' });
        secrets.push(created.secret, url.slice(url.indexOf('token=') + 6));
        state.webhook = created.id;
      },
      action: 'webhook.created',
      targetType: 'webhook_endpoint',
      changes: { url: [null, expect.stringMatching(/^https:\/\/93\.184\.215\.14\/… \(sha256 [0-9a-f]{12}\)$/)] },
    },
  ],
  [
    'extensions.webhooks.update',
    {
      run: (c) => c.extensions.webhooks.update({ id: state.webhook!, description: 'CRM sync' }),
      action: 'webhook.updated',
      targetType: 'webhook_endpoint',
      changes: { description: ['CRM', 'CRM sync'] },
    },
  ],
  [
    'extensions.webhooks.revealSecret',
    {
      run: async (c) => secrets.push((await c.extensions.webhooks.revealSecret({ id: state.webhook! })).secret),
      action: 'webhook.secret_revealed',
      targetType: 'webhook_endpoint',
      changes: {},
    },
  ],
  [
    'extensions.webhooks.rotateSecret',
    {
      run: async (c) => secrets.push((await c.extensions.webhooks.rotateSecret({ id: state.webhook! })).secret),
      action: 'webhook.secret_rotated',
      targetType: 'webhook_endpoint',
      changes: {},
    },
  ],
  [
    'extensions.webhooks.sendTest',
    {
      run: async (c) => (state.delivery = (await c.extensions.webhooks.sendTest({ id: state.webhook! })).deliveryId),
      action: 'webhook.test_sent',
      targetType: 'webhook_endpoint',
    },
  ],
  [
    'extensions.webhooks.resend',
    {
      run: (c) => c.extensions.webhooks.resend({ deliveryId: state.delivery! }),
      action: 'webhook.delivery_resent',
      targetType: 'webhook_delivery',
    },
  ],
  [
    'extensions.webhooks.delete',
    {
      run: (c) => c.extensions.webhooks.delete({ id: state.webhook! }),
      action: 'webhook.deleted',
      targetType: 'webhook_endpoint',
      changes: { url: [expect.stringMatching(/^https:\/\/93\.184\.215\.14\/… /), null] },
    },
  ],
  [
    'webhooks.create',
    {
      run: async (c) => {
        const url = `https://93.184.215.14/rest/hooks?token=${randomBytes(16).toString('hex')}`;
        const created = await c.webhooks.create({ url, eventTypes: ['task.completed'] });
        secrets.push(created.secret, url.slice(url.indexOf('token=') + 6));
        state.restWebhook = created.id;
      },
      action: 'webhook.created',
      targetType: 'webhook_endpoint',
      changes: { eventTypes: [null, ['task.completed']] },
    },
  ],
  [
    'webhooks.update',
    {
      run: (c) => c.webhooks.update({ id: state.restWebhook!, enabled: false }),
      action: 'webhook.updated',
      targetType: 'webhook_endpoint',
      changes: { enabled: [true, false] },
    },
  ],
  [
    'webhooks.delete',
    {
      run: (c) => c.webhooks.delete({ id: state.restWebhook! }),
      action: 'webhook.deleted',
      targetType: 'webhook_endpoint',
      changes: { url: [expect.stringMatching(/^https:\/\/93\.184\.215\.14\/… /), null] },
    },
  ],
  [
    'members.roles.create',
    {
      run: async (c) =>
        (state.role = (
          await c.members.roles.create({ name: 'grant-writer', permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS'] })
        ).id),
      action: 'role.created',
      targetType: 'role',
      changes: { name: [null, 'grant-writer'] },
    },
  ],
  [
    'members.roles.update',
    {
      run: (c) =>
        c.members.roles.update({ id: state.role!, permissions: ['VIEW_GRANTS', 'VIEW_PURSUITS', 'MANAGE_PURSUITS'] }),
      action: 'role.updated',
      targetType: 'role',
      changes: {
        permissions: [
          ['VIEW_GRANTS', 'VIEW_PURSUITS'],
          ['VIEW_GRANTS', 'VIEW_PURSUITS', 'MANAGE_PURSUITS'],
        ],
      },
    },
  ],
  [
    'members.changeRole',
    {
      run: (c) => c.members.changeRole({ userId: people.member, role: 'grant-writer' }),
      action: 'member.role_changed',
      targetType: 'user',
      changes: { role: ['member', 'grant-writer'] },
    },
  ],
  [
    'members.remove',
    {
      run: (c) => c.members.remove({ userId: people.member }),
      action: 'member.removed',
      targetType: 'user',
      changes: { role: ['grant-writer', null] },
    },
  ],
  [
    'members.leave',
    {
      by: 'leaver',
      run: (c) => c.members.leave(),
      action: 'member.left',
      targetType: 'user',
      changes: { role: ['viewer', null], revokedCredentials: [null, true] },
    },
  ],
  [
    'members.roles.delete',
    {
      run: (c) => c.members.roles.delete({ id: state.role! }),
      action: 'role.deleted',
      targetType: 'role',
      changes: { name: ['grant-writer', null] },
    },
  ],
  [
    'members.invite',
    {
      run: (c) => invite(c, 'newcomer', 'newInvitation'),
      action: 'member.invited',
      targetType: 'invitation',
      changes: { role: [null, 'viewer'] },
    },
  ],
  [
    'members.invitations.resend',
    {
      run: async (c) => {
        const { link } = await c.members.invitations.resend({ id: state.newInvitation! });
        state.newToken = tokenOf(link);
      },
      action: 'invitation.resent',
      targetType: 'invitation',
    },
  ],
  [
    'invitations.acceptNew',
    {
      by: 'anonymous',
      run: async (c) => {
        const password = strongPassword();
        secrets.push(password);
        await c.invitations.acceptNew({ token: state.newToken!, name: 'New Comer', password });
      },
      action: 'invitation.accepted',
      targetType: 'invitation',
      changes: { role: [null, 'viewer'] },
      actor: () => ({ kind: 'user', id: null }), // checked below: the new user's id, whatever it is
    },
  ],
  [
    'invitations.accept',
    {
      by: 'outsider',
      run: async (c) => {
        await invite(as(people.owner), 'outsider', 'outsiderInvitation');
        await c.invitations.accept({ token: state.outsiderToken! });
      },
      action: 'invitation.accepted',
      targetType: 'invitation',
    },
  ],
  [
    'invitations.decline',
    {
      by: 'decliner',
      run: async (c) => {
        await invite(as(people.owner), 'decliner', 'declinerInvitation');
        await c.invitations.decline({ token: state.declinerToken! });
      },
      action: 'invitation.declined',
      targetType: 'invitation',
    },
  ],
  [
    'members.invitations.revoke',
    {
      run: async (c) => {
        await invite(c, 'withdrawn', 'withdrawnInvitation');
        await c.members.invitations.revoke({ id: state.withdrawnInvitation! });
      },
      action: 'invitation.revoked',
      targetType: 'invitation',
    },
  ],
  [
    'account.requestPasswordReset',
    {
      by: 'anonymous',
      // Answered at once; the job handles the request, and the window's tally becomes the record when it closes.
      run: async (c) => {
        await c.account.requestPasswordReset({ email: ownerEmail });
        const [request] = await db.select({ id: passwordResetRequests.id }).from(passwordResetRequests);
        const options = { baseUrl: 'http://localhost', emailsPerWindow: 3, windowSeconds: 900, auditWindowSeconds: 1 };
        await handlePasswordResetRequest(db, request!.id, options);
        await new Promise((r) => setTimeout(r, 3_200));
        await flushAuthEventTallies(db);
      },
      action: 'password_reset.requested',
      targetType: 'user',
      tallied: true,
      changes: { attempts: [null, 1] },
    },
  ],
  [
    'account.resetPassword',
    {
      by: 'anonymous',
      run: async (c) => {
        const token = randomBytes(32).toString('base64url');
        secrets.push(token);
        await db
          .insert(passwordResetTokens)
          .values({ userId: people.owner, tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + 3_600_000) });
        const password = strongPassword();
        secrets.push(password);
        await c.account.resetPassword({ token, password });
      },
      action: 'password_reset.completed',
      targetType: 'user',
      actor: () => ({ kind: 'user', id: people.owner }),
    },
  ],
];

/** Mutations that legitimately write no record, each with its reason. */
const RECORDS_NOTHING: Record<string, string> = {
  'preferences.update': "how a person left a dashboard view (the Grants page's scope): no one's data or access changes",
  'ssoTest.start':
    "a test sign-in at the organization's provider (docs/sso.md#test-connection): it signs nobody in and changes no one's data or access",
};

/** Calls whose setup steps record more than the one record checked (the extra ones are checked elsewhere). */
const SETUP_RECORDS: Record<string, string[]> = {
  'projects.close': ['pursuit.updated', 'project.created'],
  'notifications.markRead': [],
  'invitations.accept': ['member.invited'],
  'invitations.decline': ['member.invited'],
  'members.invitations.revoke': ['member.invited'],
};

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

async function invite(c: Caller, who: string, key: string) {
  const email =
    who === 'outsider' ? outsiderEmail : who === 'decliner' ? declinerEmail : `${who}-${Date.now()}@example.org`;
  const { invitation, link } = await c.members.invite({ email, role: 'viewer' });
  state[key] = invitation.id;
  state[key.replace('Invitation', 'Token')] = tokenOf(link);
  secrets.push(tokenOf(link));
}
const outsiderEmail = `outsider-${Date.now()}@example.org`;
const declinerEmail = `decliner-${Date.now()}@example.org`;

const recordsOf = (organizationId: string) =>
  db.select().from(auditRecords).where(eq(auditRecords.organizationId, organizationId)).orderBy(auditRecords.seq);

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  // Enterprise: SCIM tokens and single sign-on are part of that plan (docs/sso.md).
  org = await db.transaction((tx) =>
    createOrganization(tx, { name: 'Audit coverage', slug: 'audit-coverage', plan: 'enterprise' }),
  );
  const other = await db.transaction((tx) => createOrganization(tx, { name: 'Elsewhere', slug: 'elsewhere' }));
  const user = (email: string, role: string, organizationId = org.id) =>
    createUser(db, { email, password: strongPassword(), organizationId, role });
  people.owner = (await user(ownerEmail, 'owner')).id;
  people.member = (await user(`member-${Date.now()}@example.org`, 'member')).id;
  people.viewer = (await user(`viewer-${Date.now()}@example.org`, 'viewer')).id;
  people.leaver = (await user(`leaver-${Date.now()}@example.org`, 'viewer')).id;
  people.auditor = (await user(`auditor-${Date.now()}@example.org`, 'auditor')).id;
  people.outsider = (await user(outsiderEmail, 'owner', other.id)).id;
  people.decliner = (await user(declinerEmail, 'owner', other.id)).id;
}, 180_000);

afterAll(async () => {
  await close?.();
  await dnsServer.stop();
  fs.rmSync(process.env.STORAGE_DIR!, { recursive: true, force: true });
});

describe('audit coverage of every mutation', () => {
  it('has an entry for every mutation of the router, and none for a procedure that is gone', () => {
    const mutations = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
      .filter(([, p]) => p._def.type === 'mutation')
      .map(([path]) => path)
      .sort();
    const covered = [...CALLS.map(([path]) => path), ...Object.keys(RECORDS_NOTHING)].sort();
    expect(covered).toEqual(mutations);
  });

  it('each mutation writes one record with the actor, request, action, target and changes', async () => {
    const failures: string[] = [];
    for (const [path, call] of CALLS) {
      const by = call.by ?? 'owner';
      const before = (await recordsOf(org.id)).length;
      const context = dashboardContext(by === 'anonymous' ? null : people[by]);
      try {
        await call.run(createCaller(context), context);
      } catch (err) {
        failures.push(`${path}: threw ${toAppError(err).code} ${toAppError(err).message}`);
        continue;
      }
      const added = (await recordsOf(org.id)).slice(before);
      const expectedSetup = SETUP_RECORDS[path] ?? [];
      const record = added.find(
        (r) => r.action === call.action && r.requestId === (call.tallied ? null : context.requestId),
      );
      const extra = added.filter((r) => r !== record).map((r) => r.action);
      if (!record) {
        failures.push(
          `${path}: no ${call.action} record of its request (got ${added.map((r) => r.action).join(', ') || 'none'})`,
        );
        continue;
      }
      if (JSON.stringify(extra.sort()) !== JSON.stringify([...expectedSetup].sort()))
        failures.push(`${path}: unexpected records ${extra.join(', ')}`);
      const actor = call.actor?.() ?? { kind: 'user', id: by === 'anonymous' ? null : people[by] };
      const expected = {
        actorKind: actor.kind,
        ...(path !== 'invitations.acceptNew' && { actorId: actor.id }),
        ip: '198.51.100.23',
        userAgent: 'audit-coverage/1',
        targetType: call.targetType,
      };
      try {
        expect(record).toMatchObject(expected);
        if (call.changes) expect(record.changes).toMatchObject(call.changes);
        if (record.targetType !== 'audit_log') expect(record.targetId).toBeTruthy();
        if (path === 'invitations.acceptNew') expect(record.actorId).not.toBeNull(); // the new user
        if (record.actorKind === 'user' && record.actorId) expect(record.actorLabel).toMatch(/@example\.org$/);
      } catch (err) {
        failures.push(`${path}: ${(err as Error).message.split('\n').slice(0, 12).join('\n')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('records an API key caller as such', async () => {
    const created = await as(people.owner).extensions.apiKeys.create({
      name: 'Pipeline sync',
      permissions: ['VIEW_PURSUITS', 'MANAGE_PURSUITS'],
    });
    secrets.push(created.key);
    const { principal } = await verifyApiKey(db, created.key);
    const ctx: RequestContext = { ...dashboardContext(null), transport: 'rest', principal };
    const pursuit = await createCaller(ctx).pursuits.create({ title: 'Summer reading' });
    const [record] = await db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.targetId, pursuit.id), eq(auditRecords.action, 'pursuit.created')));
    expect(record).toMatchObject({
      actorKind: 'api_key',
      actorId: created.id,
      actorLabel: 'Pipeline sync',
      requestId: ctx.requestId,
    });
  });

  it('a refused mutation records nothing', async () => {
    const before = (await recordsOf(org.id)).length;
    await expect(as(people.owner).pursuits.update({ id: state.pursuit!, stage: 'drafting' })).rejects.toThrow(); // won: no stage moves
    await expect(as(people.viewer).missions.create({ name: 'Not mine to make' })).rejects.toThrow();
    expect((await recordsOf(org.id)).length).toBe(before);
  });

  it('leaves no credential material in the audit table, and the chains verify', async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    const everything = JSON.stringify(await db.select().from(auditRecords));
    const found = secrets
      .flatMap((s) => [s, sha256Hex(s), createHash('sha256').update(s).digest('base64')])
      .filter((s) => everything.includes(s));
    expect(found).toEqual([]);
    for (const organizationId of [org.id, org.sandboxId])
      expect((await verifyChain(db, organizationId)).firstBrokenAt).toBeNull();
  });
});

describe('reading the trail', () => {
  it('a viewer gets FORBIDDEN', async () => {
    await expect(as(people.viewer).auditLog.list({})).rejects.toSatisfy((err) => toAppError(err).code === 'FORBIDDEN');
  });

  it('filters by target: a pursuit’s own trail, newest first', async () => {
    const page = await as(people.auditor).auditLog.list({ targetType: 'pursuit', targetId: state.pursuit!, limit: 10 });
    // A template applied to its checklist is the pursuit's trail too (its items' own records name the items).
    expect(page.data.map((r) => r.action)).toEqual([
      'pursuit.updated',
      'requirement_template.applied',
      'pursuit.updated',
      'pursuit.created',
    ]);
    expect(page.pagination).toEqual({ limit: 10, offset: 0, total: 4, hasMore: false });
  });

  it('a project’s own trail starts when its pursuit is won', async () => {
    const page = await as(people.auditor).auditLog.list({ targetType: 'project', targetId: state.project!, limit: 10 });
    // Its budget's revisions and its expense imports are the project's trail too (docs/post-award.md#budgets).
    expect(page.data.map((r) => r.action)).toEqual([
      'expenses.imported',
      'budget.revised',
      'project.reopened',
      'project.closed',
      'project.created',
    ]);
    expect(page.data[4]!.changes).toMatchObject({ status: [null, 'active'], pursuitId: [null, state.pursuit!] });
    // A corrected award on the won pursuit is the project's too, and its trail says so.
    await as(people.owner).pursuits.update({ id: state.pursuit!, amountAwarded: 75_000 });
    const [latest] = (
      await as(people.auditor).auditLog.list({ targetType: 'project', targetId: state.project!, limit: 1 })
    ).data;
    expect(latest).toMatchObject({ action: 'project.updated', changes: { awardAmount: [50_000, 75_000] } });
  });

  it('an auditor holds every VIEW_ permission and the trail, and every organization mutation is refused to them', async () => {
    const auditor = as(people.auditor);
    const { permissions } = await auditor.members.me();
    expect([...permissions].sort()).toEqual(PERMISSIONS.filter((p) => p.startsWith('VIEW_')).sort());
    expect((await auditor.auditLog.list({ limit: 100 })).pagination.total).toBeGreaterThan(CALLS.length);

    const before = (await recordsOf(org.id)).length;
    const allowed: string[] = [];
    for (const [path, call] of CALLS) {
      if (OWN_ACCOUNT.test(path)) continue;
      const context = dashboardContext(people.auditor);
      const refused = await call.run(createCaller(context), context).then(
        () => false,
        (err: unknown) => toAppError(err).code === 'FORBIDDEN',
      );
      if (!refused) allowed.push(path);
    }
    expect(allowed).toEqual([]);
    expect((await recordsOf(org.id)).length).toBe(before);
  });
});

/**
 * What a person does to their own account, not to the organization's data: their saved searches (docs/notifications.md,
 * VIEW_GRANTS is all it takes), notifications, calendar feed, invitations and password, and leaving an organization
 * (docs/members.md). An auditor keeps those like anyone.
 */
const OWN_ACCOUNT = /^((savedSearches|notifications|calendar|invitations|account)\.|members\.leave$)/;
