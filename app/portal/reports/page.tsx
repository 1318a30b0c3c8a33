// The embeddable portal (SPEC §13): the report and project progress a read-only portal token allows, with no
// dashboard chrome. Framable and noindex (headers set in proxy.ts). Data comes from the same procedures as
// /api/v1, called in-process with the token as the credential.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { createCaller } from '~/server/api/root';
import { requestIdFor } from '~/server/api/rest/request-id';
import { toAppError } from '~/server/api/trpc';
import { getDb } from '~/server/db';
import { clientIpFromHeaders } from '~/server/http/client-ip';
import { Portal, type PortalProject } from './Portal';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Grant report', robots: { index: false, follow: false } };

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold">{title}</h1>
        <div className="mt-2 text-sm text-slate-600">{children}</div>
      </div>
    </main>
  );
}

/** Runs a read, turning "not allowed by this token" into null. */
async function allowed<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (toAppError(err).code === 'FORBIDDEN') return null;
    throw err;
  }
}

export default async function PortalReportsPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token.startsWith('portal_')) {
    return (
      <Message title="This report link is incomplete">
        The address should end with <code>?token=portal_…</code>. Ask whoever shared it for a fresh link.
      </Message>
    );
  }
  const h = await headers();
  const caller = createCaller({
    db: await getDb(),
    requestId: requestIdFor(h.get('x-request-id')),
    transport: 'rest',
    method: 'GET',
    headers: new Headers({ authorization: `Bearer ${token}` }),
    query: new URLSearchParams(),
    clientIp: clientIpFromHeaders(h),
    response: { headers: new Headers() },
    principal: null,
    sessionUserId: null,
  });

  try {
    const [summary, projectPage] = await Promise.all([
      allowed(() => caller.reports.summary({})),
      allowed(() => caller.projects.list({ status: 'active,completed', limit: 20, offset: 0 })),
    ]);
    const projects: PortalProject[] = [];
    for (const p of projectPage?.data ?? []) {
      const tasks = await caller.tasks.list({ id: p.id, limit: 100, offset: 0 });
      projects.push({ ...p, tasks: tasks.data });
    }
    return <Portal summary={summary} projects={projectPage ? projects : null} />;
  } catch (err) {
    const app = toAppError(err);
    if (app.code === 'RATE_LIMITED') {
      return <Message title="Too many requests">This report is being viewed a lot right now. Try again in a minute.</Message>;
    }
    if (app.status === 401 || app.code === 'FORBIDDEN') {
      return (
        <Message title="This report link is no longer valid">
          It may have expired or been revoked. Ask whoever shared it for a new link.
        </Message>
      );
    }
    return <Message title="The report could not be loaded">Something went wrong on our side. Try again shortly.</Message>;
  }
}
