// `cli audit verify` and `cli audit prune` (docs/audit.md): check an organization's hash chain, and apply the
// retention now instead of waiting for the daily job.
import type { Command } from 'commander';
import type { Db } from '~/db';
import { pruneAuditRecords } from '~/server/audit/prune';
import { verifyChainNow } from '~/server/audit/verify';
import { env } from '~/server/env';
import { AppError } from '~/server/errors';
import { findOrganization } from '~/server/organizations/organizations';

type Action = <A extends unknown[]>(
  fn: (...args: A) => Promise<Record<string, unknown>>,
) => (...args: A) => Promise<void>;

export function registerAuditCommands(program: Command, helpers: { action: Action; db: () => Promise<Db> }) {
  const { action, db } = helpers;
  const audit = program.command('audit').description('the audit trail');
  audit
    .command('verify')
    .description('recompute every record’s hash and link; firstBrokenAt names the first that does not hold')
    .requiredOption('--org <idOrSlug>')
    .action(
      action(async (opts: { org: string }) => {
        const d = await db();
        const organization = await findOrganization(d, opts.org);
        const { records, firstBrokenAt, headSeq, headHash, checkpoint } = await verifyChainNow(d, organization.id);
        // A broken chain is what the command reports, not an error of the command: exit 0, the JSON says it.
        return { organizationId: organization.id, records, firstBrokenAt, headSeq, headHash, checkpoint };
      }),
    );
  audit
    .command('prune')
    .description('delete records past the retention (AUDIT_RETENTION_DAYS), leaving a checkpoint')
    .option('--retention-days <days>', 'override AUDIT_RETENTION_DAYS for this run')
    .action(
      action(async (opts: { retentionDays?: string }) => {
        const days = opts.retentionDays === undefined ? env().AUDIT_RETENTION_DAYS : Number(opts.retentionDays);
        if (!Number.isInteger(days) || days < 1)
          throw new AppError('VALIDATION_FAILED', '--retention-days must be a positive integer');
        return { retentionDays: days, ...(await pruneAuditRecords(await db(), days)) };
      }),
    );
}
