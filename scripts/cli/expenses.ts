// `cli expenses import --project ID FILE [--dry-run]` (docs/post-award.md#csv-import): the operator imports a CSV
// export of a project's expenses straight into the database, with the rules and the all-or-nothing answer of
// POST /projects/{id}/expenses/import. The file is streamed to the parser, never read whole.
import fs from 'node:fs';
import { type Command, CommanderError } from 'commander';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db';
import { projects } from '~/db/schema';
import { notFound } from '~/server/errors';
import { importExpenses, MAX_IMPORT_BYTES } from '~/server/post-award/expense-import';

type Action = <A extends unknown[]>(
  fn: (...args: A) => Promise<Record<string, unknown>>,
) => (...args: A) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A usage error: exit 2, as commander's own. */
const usage = (message: string) => new CommanderError(2, 'gms.usage', `error: ${message}`);

const dollars = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = BigInt(Math.abs(cents));
  return `${sign}$${(abs / 100n).toLocaleString('en-US')}.${(abs % 100n).toString().padStart(2, '0')}`;
};

export function registerExpenseCommands(program: Command, helpers: { action: Action; db: () => Promise<Db> }) {
  const { action, db } = helpers;
  const expensesCmd = program.command('expenses').description("a project's expenses (docs/post-award.md)");
  expensesCmd
    .command('import')
    .description(
      'import a CSV export of expenses, all or nothing (bad rows are listed, exit 1); known references are skipped',
    )
    .requiredOption('--project <id>', 'the project (its id)')
    .option('--dry-run', 'check and preview every row, write nothing')
    .argument('<file>', 'the CSV file (UTF-8, a header row; at most 10 MiB)')
    .action(
      action(async (file: string, opts: { project: string; dryRun?: boolean }, command: Command) => {
        if (!UUID.test(opts.project)) throw usage('--project must be a project id (a UUID)');
        let size: number;
        try {
          const stats = await fs.promises.stat(file);
          if (!stats.isFile()) throw new Error('not a file');
          size = stats.size;
        } catch {
          throw usage(`cannot read ${file}`);
        }
        if (size > MAX_IMPORT_BYTES) throw usage(`${file} is over the import limit of 10 MiB`);
        const d = await db();
        const [project] = await d
          .select({ organizationId: projects.organizationId })
          .from(projects)
          .where(eq(projects.id, opts.project))
          .limit(1);
        if (!project) throw notFound('Project');
        const result = await importExpenses(
          d,
          { organizationId: project.organizationId, actor: 'operator' },
          opts.project,
          fs.createReadStream(file),
          { dryRun: Boolean(opts.dryRun) },
        );
        if (command.optsWithGlobals().json) return { ...result };
        const verb = result.dryRun ? 'Dry run: would import' : 'Imported';
        return {
          summary:
            `${verb} ${result.created} expense${result.created === 1 ? '' : 's'} (${dollars(result.totalCents)}), ` +
            `skipped ${result.skipped} already recorded`,
        };
      }),
    );
}
