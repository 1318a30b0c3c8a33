'use client';
// The dashboard's frame: navigation, organization switcher, live/test mode, sign out. Collapses to a top bar on phones.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BarChart3,
  Bell,
  Building2,
  CalendarDays,
  ChevronDown,
  FileText,
  FolderKanban,
  KeyRound,
  LayoutDashboard,
  LibraryBig,
  ListChecks,
  Menu,
  ScrollText,
  Search,
  ShieldCheck,
  Target,
  Users,
  X,
} from 'lucide-react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, useState } from 'react';
import { useTRPC } from '../_trpc/react';
import { writeOrganizationCookie } from '../_trpc/organization';
import { NotificationBell } from './NotificationBell';
import type { Org } from './ShellMenus';
import { cn } from './ui/cn';
import { OnFirstPress } from './ui/OnFirstPress';
import { ErrorState } from './ui/States';

const NAV = [
  { href: '/', label: 'Overview', icon: LayoutDashboard, permission: null },
  { href: '/grants', label: 'Grants', icon: Search, permission: 'VIEW_GRANTS' },
  { href: '/missions', label: 'Missions', icon: Target, permission: 'VIEW_GRANTS' },
  { href: '/pursuits', label: 'Pursuits', icon: FolderKanban, permission: 'VIEW_PURSUITS' },
  { href: '/boilerplate', label: 'Boilerplate', icon: LibraryBig, permission: 'VIEW_PURSUITS' },
  { href: '/projects', label: 'Projects', icon: FileText, permission: 'VIEW_PROJECTS' },
  { href: '/reports', label: 'Reports', icon: BarChart3, permission: 'VIEW_REPORTS' },
  { href: '/settings/organization', label: 'Organization', icon: Building2, permission: 'VIEW_GRANTS' },
  { href: '/settings/templates', label: 'Application templates', icon: ListChecks, permission: 'VIEW_PURSUITS' },
  { href: '/settings/extensions', label: 'Extensions', icon: KeyRound, permission: 'MANAGE_EXTENSIONS' },
  { href: '/settings/members', label: 'Members', icon: Users, permission: 'MANAGE_MEMBERS' },
  { href: '/settings/sso', label: 'Single sign-on', icon: ShieldCheck, permission: 'MANAGE_ORGANIZATION' },
  { href: '/settings/audit-log', label: 'Audit log', icon: ScrollText, permission: 'VIEW_AUDIT_LOG' },
  { href: '/settings/calendar', label: 'Calendar', icon: CalendarDays, permission: null },
  { href: '/settings/notifications', label: 'Notifications', icon: Bell, permission: null },
] as const;

// Radix's menu code is fetched on the first press of a menu's button (docs/benchmarks.md#lighthouse).
const OrganizationMenu = lazy(() => import('./ShellMenus').then((m) => ({ default: m.OrganizationMenu })));
const AccountMenu = lazy(() => import('./ShellMenus').then((m) => ({ default: m.AccountMenu })));

const accountButton = {
  className: 'flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
  face: (
    <>
      Account
      <ChevronDown className="size-4" aria-hidden />
    </>
  ),
};

export function Shell({ children }: { children: React.ReactNode }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);

  const orgs = (me.data?.organizations ?? []) as Org[];
  const current = me.data
    ? (orgs.find((o) => o.id === me.data.organizationId || o.sandboxId === me.data.organizationId) ?? null)
    : null;
  const livemode = me.data?.livemode ?? true;
  const permissions = new Set(me.data?.permissions ?? []);
  const nav = NAV.filter((n) => n.permission === null || permissions.has(n.permission));

  async function actAs(organizationId: string) {
    writeOrganizationCookie(organizationId || null);
    await queryClient.resetQueries();
    router.refresh();
  }

  const orgButton = {
    className: 'flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-slate-100',
    label: `Organization: ${current?.name ?? '…'}. Switch organization`,
    face: (
      <>
        <Building2 className="size-4 shrink-0 text-slate-600" aria-hidden />
        <span className="truncate">{current?.name ?? (me.isPending ? '…' : 'Organization')}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
      </>
    ),
  };

  const isActive = (href: string) =>
    href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  const navList = (
    <ul className="flex flex-col gap-0.5">
      {nav.map(({ href, label, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            onClick={() => setMenuOpen(false)}
            aria-current={isActive(href) ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
              isActive(href) && 'bg-emerald-50 text-emerald-900',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        </li>
      ))}
      <li>
        <a
          href="/docs"
          className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <FileText className="size-4" aria-hidden />
          API reference
        </a>
      </li>
    </ul>
  );

  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="hidden w-56 shrink-0 flex-col border-r border-slate-200 bg-white px-3 py-4 lg:flex">
        <Link href="/" className="mb-6 px-3 text-sm font-bold tracking-tight text-emerald-800">
          Grant Management
        </Link>
        <nav aria-label="Main">{navList}</nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>

          <OnFirstPress haspopup="menu" {...orgButton}>
            <OrganizationMenu
              button={orgButton}
              orgs={orgs}
              currentId={current?.id ?? ''}
              onPick={(id) => void actAs(id)}
            />
          </OnFirstPress>

          {current?.sandboxId && (
            <label className="ml-1 inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                role="switch"
                className="peer sr-only"
                checked={!livemode}
                onChange={(e) => void actAs(e.target.checked ? current.sandboxId! : current.id)}
              />
              <span
                aria-hidden
                className="relative h-5 w-9 rounded-full bg-slate-300 transition-colors peer-checked:bg-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-emerald-700 after:absolute after:left-0.5 after:top-0.5 after:size-4 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-4"
              />
              Test mode
            </label>
          )}

          <div className="ml-auto flex items-center gap-1">
            {me.data && <NotificationBell />}
            <OnFirstPress haspopup="menu" {...accountButton}>
              <AccountMenu button={accountButton} />
            </OnFirstPress>
          </div>
        </header>

        {menuOpen && (
          <nav aria-label="Main" className="border-b border-slate-200 bg-white px-3 py-2 lg:hidden">
            {navList}
          </nav>
        )}
        {!livemode && (
          <div className="border-b border-amber-200 bg-amber-50 px-6 py-1.5 text-sm text-amber-900">
            Test mode: you are working in the sandbox. Nothing here touches live data; test API keys act on it.
          </div>
        )}

        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-6 sm:px-6">
          {me.isError ? (
            <div className="flex flex-col items-start gap-3">
              <h1 className="text-2xl font-bold">Your account</h1>
              <ErrorState error={me.error} title="Could not load your account" />
              <button
                type="button"
                className="text-sm font-medium text-emerald-800 underline"
                onClick={() => void actAs('')}
              >
                Use my default organization
              </button>
            </div>
          ) : (
            children
          )}
        </main>
      </div>
    </div>
  );
}
