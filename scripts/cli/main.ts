// `npm run cli -- <command>` (docs/operations.md#scripts-cli-and-configuration). Every command takes --json and then
// prints exactly one JSON object.
import { Presets, SingleBar } from 'cli-progress';
import { Command, CommanderError, Option } from 'commander';
import { DatabaseLockedError } from '~/db';
import { OPERATOR_SCOPE, runInAuditScope } from '~/server/audit/scope';
import { createApiKey, revokeApiKey } from '~/server/auth/api-keys';
import { createPortalToken, revokePortalToken } from '~/server/auth/portal-tokens';
import { API_KEY_PRESET_NAMES, API_KEY_PRESETS, isApiKeyPreset, type ApiKeyPreset } from '~/server/auth/permissions';
import { closeDatabase, getDatabase } from '~/server/db';
import { ConfigError, ConfigurationError, env } from '~/server/env';
import { AppError } from '~/server/errors';
import { importGrantsFile } from '~/server/discovery/import-grants-gov';
import { catalogSyncDetailDto } from '~/server/catalog/dto';
import { tellGrantChanges } from '~/server/catalog/grant-updated';
import { runCatalogSync } from '~/server/catalog/sync';
import { documentStore, spoolDirectory } from '~/server/documents/store';
import { sweepDocuments } from '~/server/documents/sweeper';
import { writeSyntheticCatalog } from '~/server/discovery/synthetic-catalog';
import {
  createOrganization,
  findOrganization,
  organizationPair,
  updateOrganization,
} from '~/server/organizations/organizations';
import { recomputeMissionMatches } from '~/server/matching/recompute';
import { missions } from '~/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { runNotifications } from '~/server/notifications/run';
import { runBudgetAlerts } from '~/server/post-award/alerts';
import { seedDemo } from '~/server/seed/demo';
import { createUser } from '~/server/users/create-user';
import { listApiKeys } from '~/server/auth/list-credentials';
import { requireAppUrlForEmail } from './app-url';
import { registerAuditCommands } from './audit';
import { registerExpenseCommands } from './expenses';
import { registerWebhookCommands } from './webhook';
import { registerWorkerCommand } from './worker';

type Output = Record<string, unknown>;

const program = new Command('gms')
  .description('Grant Management Service operator CLI')
  .exitOverride()
  .configureOutput({ writeOut: (s) => process.stderr.write(s), writeErr: (s) => process.stderr.write(s) });

const db = async () => (await getDatabase('cli')).db;
const csv = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const daysFromNow = (days: string | undefined) => {
  if (days === undefined) return null;
  const n = Number(days);
  if (!Number.isInteger(n) || n < 1)
    throw new AppError('VALIDATION_FAILED', '--expires-in-days must be a positive integer');
  return new Date(Date.now() + n * 86_400_000);
};

/** Runs a command body and prints its result: one JSON object with --json, readable lines otherwise. */
function action<A extends unknown[]>(fn: (...args: A) => Promise<Output>) {
  return async (...args: A) => {
    const command = args[args.length - 1] as Command;
    const json = Boolean(command.optsWithGlobals().json);
    const result = await fn(...args);
    if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else
      for (const [k, v] of Object.entries(result))
        process.stdout.write(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}\n`);
  };
}

program.option('--json', 'print exactly one JSON object on stdout');

program
  .command('migrate')
  .description('apply database migrations')
  .action(
    action(async () => {
      const handle = await getDatabase('cli');
      return { migrated: true, database: handle.kind };
    }),
  );

program
  .command('seed')
  .description('seed data')
  .requiredOption('--demo', 'the demo organization (slug "demo") with a dashboard login')
  .action(
    action(async () => {
      const result = await seedDemo(await db());
      return { organizationId: result.organizationId, email: result.email, password: result.password };
    }),
  );

const org = program.command('org').description('organizations');
org
  .command('create')
  .requiredOption('--name <name>')
  .option('--slug <slug>')
  .addOption(new Option('--plan <plan>').choices(['basic', 'enterprise']).default('basic'))
  .action(
    action(async (opts: { name: string; slug?: string; plan: 'basic' | 'enterprise' }) => {
      const d = await db();
      const created = await d.transaction((tx) => createOrganization(tx, opts));
      return { id: created.id, slug: created.slug, sandboxId: created.sandboxId };
    }),
  );

org
  .command('update')
  .requiredOption('--org <idOrSlug>')
  .option('--name <name>')
  .addOption(new Option('--plan <plan>').choices(['basic', 'enterprise']))
  .option('--high-match-threshold <score>', 'score (1–100) at which a match records grant.found')
  .option('--time-zone <iana>', 'where digests and reminders go out at 07:00, e.g. Europe/Paris')
  .action(
    action(
      async (opts: {
        org: string;
        name?: string;
        plan?: 'basic' | 'enterprise';
        highMatchThreshold?: string;
        timeZone?: string;
      }) => {
        const d = await db();
        const organization = await findOrganization(d, opts.org);
        return d.transaction((tx) =>
          updateOrganization(tx, organization.id, {
            name: opts.name,
            plan: opts.plan,
            highMatchThreshold: opts.highMatchThreshold === undefined ? undefined : Number(opts.highMatchThreshold),
            timeZone: opts.timeZone,
          }),
        );
      },
    ),
  );

const user = program.command('user').description('users');
user
  .command('create')
  .requiredOption('--email <email>')
  .requiredOption('--password <password>')
  .requiredOption('--org <idOrSlug>')
  .option('--role <role>', 'owner, admin, manager, member, viewer or a custom role', 'member')
  .option('--name <name>')
  .action(
    action(async (opts: { email: string; password: string; org: string; role: string; name?: string }) => {
      const d = await db();
      const organization = await findOrganization(d, opts.org);
      const created = await d.transaction((tx) =>
        createUser(tx, {
          email: opts.email,
          password: opts.password,
          name: opts.name,
          organizationId: organization.id,
          role: opts.role,
        }),
      );
      return { id: created.id };
    }),
  );

const apiKey = program.command('api-key').description('API keys');
apiKey
  .command('create')
  .requiredOption('--org <idOrSlug>')
  .requiredOption('--name <name>')
  .option('--permissions <list>', 'comma-separated permissions (default read-only)')
  .option('--preset <name>', `a named set of permissions instead: ${API_KEY_PRESET_NAMES.join(', ')}`)
  .option('--test', 'a gms_test_ key acting on the organization’s sandbox')
  .option('--expires-in-days <days>')
  .option('--allowed-ips <cidrs>', 'comma-separated CIDRs')
  .action(
    action(
      async (opts: {
        org: string;
        name: string;
        permissions?: string;
        preset?: string;
        test?: boolean;
        expiresInDays?: string;
        allowedIps?: string;
      }) => {
        if (opts.preset !== undefined && opts.permissions !== undefined)
          throw new AppError('VALIDATION_FAILED', 'Give --preset or --permissions, not both');
        if (opts.preset !== undefined && !isApiKeyPreset(opts.preset))
          throw new AppError(
            'VALIDATION_FAILED',
            `Unknown preset ${opts.preset} (one of ${API_KEY_PRESET_NAMES.join(', ')})`,
          );
        const d = await db();
        const organization = await findOrganization(d, opts.org);
        const created = await createApiKey(d, {
          organizationId: organization.id,
          name: opts.name,
          mode: opts.test ? 'test' : 'live',
          permissions: opts.preset
            ? [...API_KEY_PRESETS[opts.preset as ApiKeyPreset].permissions]
            : opts.permissions
              ? csv(opts.permissions)
              : undefined,
          expiresAt: daysFromNow(opts.expiresInDays),
          allowedIps: opts.allowedIps ? csv(opts.allowedIps) : null,
        });
        return { id: created.id, key: created.key };
      },
    ),
  );
apiKey
  .command('revoke')
  .requiredOption('--id <id>')
  .action(
    action(async (opts: { id: string }) => {
      const revoked = await revokeApiKey(await db(), opts.id);
      return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
    }),
  );
apiKey
  .command('list')
  .requiredOption('--org <idOrSlug>')
  .action(
    action(async (opts: { org: string }) => {
      const d = await db();
      const organization = await findOrganization(d, opts.org);
      return { data: await listApiKeys(d, organization.id) };
    }),
  );

const portal = program.command('portal-token').description('portal tokens');
portal
  .command('create')
  .requiredOption('--org <idOrSlug>')
  .requiredOption('--name <name>')
  .option('--permissions <list>', 'VIEW_PROJECTS,VIEW_REPORTS (default both)')
  .option('--expires-in-days <days>')
  .action(
    action(async (opts: { org: string; name: string; permissions?: string; expiresInDays?: string }) => {
      const d = await db();
      const organization = await findOrganization(d, opts.org);
      const created = await createPortalToken(d, {
        organizationId: organization.id,
        name: opts.name,
        permissions: opts.permissions ? csv(opts.permissions) : undefined,
        expiresAt: daysFromNow(opts.expiresInDays),
      });
      return { id: created.id, token: created.token };
    }),
  );
portal
  .command('revoke')
  .requiredOption('--id <id>')
  .action(
    action(async (opts: { id: string }) => {
      const revoked = await revokePortalToken(await db(), opts.id);
      return { id: revoked.id, revokedAt: revoked.revokedAt.toISOString() };
    }),
  );

const grantsCmd = program.command('grants').description('the grant catalog');
grantsCmd
  .command('generate')
  .description('a realistic synthetic catalog (deterministic for a seed)')
  .requiredOption('--count <n>')
  .option('--seed <s>', 'random seed', '1')
  .action(
    action(async (opts: { count: string; seed: string }) => {
      const count = Number(opts.count);
      const seed = Number(opts.seed);
      if (!Number.isInteger(count) || count < 1)
        throw new AppError('VALIDATION_FAILED', '--count must be a positive integer');
      if (!Number.isInteger(seed)) throw new AppError('VALIDATION_FAILED', '--seed must be an integer');
      const started = performance.now();
      // Each batch of 1000 commits with its matches against the existing missions (and any grant.found events);
      // two batches are in flight, so that matching one overlaps writing the next.
      const { inserted } = await writeSyntheticCatalog(await db(), { count, seed });
      return { inserted, seconds: Math.round((performance.now() - started) / 10) / 100 };
    }),
  );

grantsCmd
  .command('import')
  .description('import a Grants.gov XML extract (.xml or .zip, file or URL)')
  .argument('<file-or-url>')
  .addOption(new Option('--source <source>').choices(['grants.gov']).default('grants.gov'))
  .action(
    action(async (source: string) => {
      const bar = process.stderr.isTTY
        ? new SingleBar(
            { format: 'importing [{bar}] {percentage}% | {read} records', hideCursor: true },
            Presets.shades_classic,
          )
        : null;
      let lastLogged = 0;
      const handle = await db();
      const result = await importGrantsFile(handle, source, {
        // The organizations concerned by the versions kept are told as each batch commits (docs/catalog.md).
        onBatchCommitted: async (_ids, changes) => void (await tellGrantChanges(handle, changes)),
        onProgress: (p) => {
          if (bar) {
            if (!bar.isActive) bar.start(p.totalBytes ?? 1, 0, { read: 0 });
            bar.update(p.totalBytes ? p.bytes : 0, { read: p.read });
          } else if (p.read - lastLogged >= 5000) {
            lastLogged = p.read;
            process.stderr.write(`imported ${p.read} records…\n`);
          }
        },
      })
        .catch((err: unknown) => {
          // Bad files are the operator's input, not a crash: report them in one line.
          throw new AppError('VALIDATION_FAILED', err instanceof Error ? err.message : String(err));
        })
        .finally(() => bar?.stop());
      const { skippedRecords, ...counts } = result;
      for (const s of skippedRecords.slice(0, 20)) {
        process.stderr.write(`skipped record ${s.index} (${s.opportunityId ?? 'no id'}): ${s.reason}\n`);
      }
      return counts as unknown as Output;
    }),
  );

grantsCmd
  .command('sync')
  .description('bring the catalog up to date from Grants.gov, recorded as a catalog sync (docs/catalog.md)')
  .addOption(new Option('--source <source>').choices(['extract', 'api']).default('extract'))
  .option('--url <url>', 'the extract URL instead of GRANTS_GOV_EXTRACT_URL ({date} → YYYYMMDD)')
  .action(
    action(async (opts: { source: 'extract' | 'api'; url?: string }) => {
      if (opts.url !== undefined && !/^https?:\/\/\S+$/i.test(opts.url))
        throw new AppError('VALIDATION_FAILED', '--url must be an http(s) URL');
      const sync = catalogSyncDetailDto(await runCatalogSync(await db(), { source: opts.source, url: opts.url }));
      // A failed sync is printed like any other, then the exit code says it failed.
      if (sync.status === 'failed') {
        process.exitCode = 1;
        process.stderr.write(`error: the catalog sync failed: ${sync.error}\n`);
      }
      return sync as unknown as Output;
    }),
  );

program
  .command('matches')
  .description('stored matches')
  .command('recompute')
  .description('rescore every active mission against the whole catalog (after a change to the scoring rules)')
  .option('--org <id-or-slug>', 'one organization (and its sandbox) only')
  .action(
    action(async (opts: { org?: string }) => {
      const handle = await db();
      const started = performance.now();
      const pair = opts.org ? await organizationPair(handle, (await findOrganization(handle, opts.org)).id) : null;
      const scope = pair ? [pair.liveId, pair.sandboxId] : null;
      const rows = await handle
        .select({ id: missions.id })
        .from(missions)
        .where(and(eq(missions.active, true), scope ? inArray(missions.organizationId, scope) : undefined))
        .orderBy(asc(missions.createdAt), asc(missions.id));
      let matches = 0;
      for (const { id } of rows) matches += (await recomputeMissionMatches(handle, id)).matches;
      return { missions: rows.length, matches, seconds: Math.round((performance.now() - started) / 10) / 100 };
    }),
  );

const notificationsCmd = program
  .command('notifications')
  .description('digests, reminders, assignments and budget alerts (docs/notifications.md)');
notificationsCmd
  .command('run')
  .description(
    'queue the digests and reminders due now and evaluate budget alerts (or as if it were --at), once each; a worker sends the emails',
  )
  .option('--at <iso-time>', 'run as if it were this instant, e.g. 2026-12-01T12:00:00Z')
  .option('--org <idOrSlug>', "one organization's notifications only (a live organization)")
  .action(
    action(async (opts: { at?: string; org?: string }) => {
      requireAppUrlForEmail('notifications run');
      const at = opts.at === undefined ? new Date() : new Date(opts.at);
      if (opts.at !== undefined && (!/^\d{4}-\d{2}-\d{2}T/.test(opts.at) || Number.isNaN(at.getTime()))) {
        throw new AppError('VALIDATION_FAILED', '--at must be an ISO 8601 date-time, e.g. 2026-12-01T12:00:00Z');
      }
      const d = await db();
      const organization = opts.org === undefined ? undefined : await findOrganization(d, opts.org);
      if (organization?.liveOrganizationId) {
        throw new AppError(
          'VALIDATION_FAILED',
          `--org ${opts.org} is a sandbox: notifications go to live organizations only`,
        );
      }
      const {
        digests,
        reminders,
        lateReports,
        queued: notificationsQueued,
        failed: notificationsFailed,
      } = await runNotifications(d, at, {
        organizationId: organization?.id,
      });
      // The projected variance moves with time alone: every project with a budget, evaluated as of --at.
      const alerts = await runBudgetAlerts(d, at, { organizationId: organization?.id });
      const queued = notificationsQueued + alerts.emails;
      const failed = notificationsFailed + alerts.failed;
      // The run writes emails to the outbox; it sends none itself (docs/operations.md#email).
      process.stderr.write(
        env().SMTP_URL
          ? `${queued} email${queued === 1 ? '' : 's'} queued: a worker sends them (the app with WORKER_MODE=inline, or npm run cli -- worker)\n`
          : 'SMTP_URL is not set: the notifications are in the bell only, no email was queued\n',
      );
      return { at: at.toISOString(), digests, reminders, lateReports, budgetAlerts: alerts.fired, queued, failed };
    }),
  );

const documentsCmd = program.command('documents').description('stored files (docs/documents.md)');
documentsCmd
  .command('sweep')
  .description('purge documents deleted over 30 days ago, and stored bytes no document names that are over an hour old')
  .option('--at <iso-time>', 'sweep as if it were this instant, e.g. 2026-12-31T00:00:00Z')
  .action(
    action(async (opts: { at?: string }) => {
      const at = opts.at === undefined ? new Date() : new Date(opts.at);
      if (opts.at !== undefined && (!/^\d{4}-\d{2}-\d{2}T/.test(opts.at) || Number.isNaN(at.getTime()))) {
        throw new AppError('VALIDATION_FAILED', '--at must be an ISO 8601 date-time, e.g. 2026-12-31T00:00:00Z');
      }
      return sweepDocuments(await db(), documentStore(), spoolDirectory(), at);
    }),
  );

registerWebhookCommands(program, { action, db, csv });
registerAuditCommands(program, { action, db });
registerExpenseCommands(program, { action, db });
registerWorkerCommand(program, { action });

async function main() {
  const json = process.argv.includes('--json');
  try {
    // Whatever a command changes is recorded as the operator's doing (docs/audit.md).
    await runInAuditScope(OPERATOR_SCOPE, () => program.parseAsync(process.argv));
    await closeDatabase();
  } catch (err) {
    await closeDatabase().catch(() => {});
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) return; // --help, --version
      if (json)
        process.stdout.write(`${JSON.stringify({ error: err.message.replace(/^error: /, ''), code: 'USAGE' })}\n`);
      process.exit(2);
    }
    const known =
      err instanceof AppError ||
      err instanceof DatabaseLockedError ||
      err instanceof ConfigError ||
      err instanceof ConfigurationError;
    const message = known ? (err as Error).message.split('\n').join(' ') : 'Unexpected error (see logs)';
    if (!known) process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    // An imported file's bad rows (EXPENSE_IMPORT_INVALID): each one, as the API lists them.
    const rows = err instanceof AppError ? err.extra.rows : undefined;
    if (json)
      process.stdout.write(
        `${JSON.stringify({
          error: message,
          code: err instanceof AppError ? err.code : 'ERROR',
          ...(rows && { errors: rows.errors, errorsOmitted: rows.omitted }),
        })}\n`,
      );
    process.stderr.write(`error: ${message}\n`);
    for (const e of rows?.errors ?? [])
      process.stderr.write(`  row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}\n`);
    if (rows?.omitted) process.stderr.write(`  … and ${rows.omitted} more\n`);
    process.exit(1);
  }
}

await main();
