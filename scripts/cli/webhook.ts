// `cli webhook create` (docs/webhooks.md): registers an endpoint with the dashboard's checks (SSRF guard included) and
// prints its secret — the one time the CLI shows it.
import type { Command } from 'commander';
import type { Db } from '~/db';
import { findOrganization } from '~/server/organizations/organizations';
import { createWebhookEndpoint } from '~/server/webhooks/endpoints';

type Action = <A extends unknown[]>(
  fn: (...args: A) => Promise<Record<string, unknown>>,
) => (...args: A) => Promise<void>;

export function registerWebhookCommands(
  program: Command,
  helpers: { action: Action; db: () => Promise<Db>; csv: (v: string) => string[] },
) {
  const { action, db, csv } = helpers;
  const webhook = program.command('webhook').description('webhook endpoints');
  webhook
    .command('create')
    .requiredOption('--org <idOrSlug>', 'organization (its sandbox id for a test-mode endpoint)')
    .requiredOption('--url <url>')
    .option('--events <list>', 'comma-separated event types (default: all)')
    .option('--description <text>')
    .action(
      action(async (opts: { org: string; url: string; events?: string; description?: string }) => {
        const d = await db();
        const organization = await findOrganization(d, opts.org);
        const { endpoint, secret } = await createWebhookEndpoint(d, {
          organizationId: organization.id,
          url: opts.url,
          eventTypes: opts.events ? csv(opts.events) : undefined,
          description: opts.description,
        });
        return { id: endpoint.id, secret };
      }),
    );
}
