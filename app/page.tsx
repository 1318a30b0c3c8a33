import Link from 'next/link';
import { currentUserId } from '~/server/auth/session';
import { SignOutButton } from './_components/SignOutButton';

export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const signedIn = (await currentUserId()) !== null;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-16">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">Grant Management Service</p>
        <h1 className="text-4xl font-bold tracking-tight">Find the grants that fit your mission, and win them.</h1>
        <p className="text-lg text-slate-600">
          Matched grants from the federal catalog, a pursuit pipeline, funded projects with their deliverables,
          and reports your board can read — with a REST API for your ERP, CRM and dashboards.
        </p>
      </header>
      <nav aria-label="Get started" className="flex flex-wrap items-center gap-3">
        {signedIn ? (
          <>
            <p className="text-slate-700">You are signed in.</p>
            <SignOutButton />
          </>
        ) : (
          <Link href="/login" className="rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800">
            Sign in
          </Link>
        )}
        <Link href="/docs" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-100">
          API reference
        </Link>
      </nav>
    </main>
  );
}
