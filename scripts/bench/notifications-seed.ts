/**
 * The data of `npm run bench -- notifications` (scripts/bench/notifications.ts), written in bulk by SQL (thousands of
 * API calls would take minutes and measure nothing here): organizations with their built-in roles, ten members each
 * (real users and memberships, so recipientsOf finds them), a mission each with fresh matches and discoveries among the
 * generated catalog, grant.updated events for the digest's "What changed", and pursuits and deliverables due within
 * the reminder windows of `today`. Everything is dated so that at the bench's instant almost everyone's digest is due
 * and has something to list; a tenth of the members turned their digest off (their reminders still go out).
 */
import postgres from 'postgres';
import { BUILT_IN_ROLES } from '~/server/auth/permissions';

export interface SeedShape {
  organizations: number;
  membersPerOrganization: number;
  /** Grants each organization newly discovered (each with a match of its mission). */
  discoveriesPerOrganization: number;
  /** grant.updated events recorded for each organization since its members' last digest. */
  changesPerOrganization: number;
}

/** The members' roles, in the order they are given out within an organization (one owner and admin each). */
const ROLE_ORDER = ['owner', 'admin', 'manager', 'manager', 'member', 'member', 'member', 'member', 'viewer', 'member'];

/** Time zones where the bench's instant (16:00 UTC) is between 07:00 and midnight: every digest is due. */
export const TIME_ZONES = ['UTC', 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/Berlin'];

export async function seedNotifications(databaseUrl: string, shape: SeedShape, today: string) {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await db.begin(async (tx) => {
      await tx.unsafe(
        `insert into organizations (name, slug, time_zone, created_at)
         select 'Notify Org ' || i, 'notify-' || i, ($2::text[])[1 + i % array_length($2::text[], 1)],
                now() - interval '60 days'
         from generate_series(1, $1) as i`,
        [shape.organizations, TIME_ZONES],
      );
      const roles = Object.entries(BUILT_IN_ROLES);
      await tx.unsafe(
        `insert into roles (organization_id, name, permissions, built_in)
         select o.id, r.name, r.permissions::text[], true
         from organizations o cross join unnest($1::text[], $2::text[]) as r(name, permissions)`,
        [roles.map(([name]) => name), roles.map(([, permissions]) => `{${permissions.join(',')}}`)],
      );
      // Member k of organization i: its role from ROLE_ORDER; members joined 30 days ago (the digest reaches back
      // to then at most).
      await tx.unsafe(
        `with o as (select id, row_number() over (order by slug) as i from organizations)
         insert into users (email, name, default_organization_id, email_verified_at, created_at)
         select 'member' || k || '.org' || o.i || '@bench.example', 'Member ' || k || ' of org ' || o.i, o.id, now(),
                now() - interval '30 days'
         from o cross join generate_series(1, $1) as k`,
        [shape.membersPerOrganization],
      );
      await tx.unsafe(
        `insert into memberships (organization_id, user_id, role_id, created_at)
         select u.default_organization_id, u.id, r.id, now() - interval '30 days'
         from users u
         join roles r on r.organization_id = u.default_organization_id
           and r.name = ($1::text[])[1 + (substring(u.email from 'member(\\d+)')::int - 1) % array_length($1::text[], 1)]`,
        [ROLE_ORDER],
      );
      // A realistic mix: most keep the default (a daily digest, no row at all); member 7 of each turned it off.
      await tx.unsafe(
        `insert into notification_preferences (user_id, organization_id, digest)
         select id, default_organization_id, 'off' from users where email like 'member7.%'`,
      );
      await tx.unsafe(
        `insert into missions (organization_id, name, description, keywords)
         select id, 'Community health', 'Health programs for rural communities', '{health,rural,community}'
         from organizations`,
      );
      // Each organization's discoveries: a window of open catalog grants, shifted per organization, found yesterday.
      await tx.unsafe(
        `with open_grants as (
           select id, row_number() over (order by id) as n, count(*) over () as total from grants
           where owner_organization_id is null
             and (close_date is null or close_date >= $2::date) and (archive_date is null or archive_date >= $2::date)),
         orgs as (select o.id, m.id as mission_id, row_number() over (order by o.slug) as i
                  from organizations o join missions m on m.organization_id = o.id),
         picked as (
           select orgs.id as organization_id, orgs.mission_id, g.id as grant_id, k
           from orgs cross join generate_series(0, $1 - 1) as k
           join open_grants g on g.n = 1 + ((orgs.i * 37 + k * 7) % g.total))
         , matched as (
           insert into grant_matches (organization_id, mission_id, grant_id, score, reasons)
           select organization_id, mission_id, grant_id, 70 + (k * 13) % 30,
                  jsonb_build_array(
                    jsonb_build_object('kind', 'keyword', 'detail', 'health', 'points', 40),
                    jsonb_build_object('kind', 'category', 'detail', 'Health', 'points', 30))
           from picked on conflict do nothing)
         insert into grant_discoveries (organization_id, grant_id, found_at)
         select organization_id, grant_id, now() - interval '1 day' + make_interval(mins => k) from picked
         on conflict do nothing`,
        [shape.discoveriesPerOrganization, today],
      );
      // "What changed": grant.updated events of grants the organization matches, as recordEvent writes them
      // (already dispatched: the bench's app server has no webhooks to deliver).
      await tx.unsafe(
        `insert into events (id, organization_id, type, livemode, data, created_at, dispatched_at)
         select 'evt_bench_' || md5(d.organization_id::text || d.grant_id::text), d.organization_id, 'grant.updated', true,
                jsonb_build_object('grant', jsonb_build_object('id', g.id, 'title', g.title, 'currency', g.currency),
                                   'changes', jsonb_build_object('closeDate', jsonb_build_array(g.close_date, g.close_date + 30),
                                                                 'awardCeiling', jsonb_build_array(100000, 150000))),
                now() - interval '2 hours', now()
         from (select organization_id, grant_id,
                      row_number() over (partition by organization_id order by grant_id) as n
               from grant_discoveries) d
         join grants g on g.id = d.grant_id
         where d.n <= $1`,
        [shape.changesPerOrganization],
      );
      // Reminders: two open pursuits per organization owned by members 1 and 3, 10 and 5 days before their deadline
      // (the 14- and 7-day stages); a won one with an active project whose deliverables are assigned to members 2, 4,
      // 5, 6 and 7, due in 1 to 6 days or a day overdue.
      await tx.unsafe(
        `insert into pursuits (organization_id, title, stage, status, probability, deadline, owner_user_id)
         select u.default_organization_id, 'Pursuit of ' || u.name, 'drafting', 'active', 50,
                $1::date + case when u.email like 'member1.%' then 10 else 5 end, u.id
         from users u where u.email like 'member1.%' or u.email like 'member3.%'`,
        [today],
      );
      await tx.unsafe(
        `insert into pursuits (organization_id, title, stage, status, probability, won_at)
         select id, 'Won pursuit', 'submitted', 'won', 100, now() - interval '90 days' from organizations`,
      );
      await tx.unsafe(
        `insert into projects (organization_id, pursuit_id, name, status, start_date, end_date)
         select organization_id, id, 'Project ' || organization_id, 'active', $1::date - 90, $1::date + 275
         from pursuits where status = 'won'`,
        [today],
      );
      await tx.unsafe(
        `insert into tasks (organization_id, project_id, title, status, due_date, assignee_user_id)
         select p.organization_id, p.id, 'Deliverable for ' || u.name, 'todo',
                $1::date + (array[1, 3, 6, -1, 2])[1 + substring(u.email from 'member(\\d+)')::int % 5], u.id
         from projects p
         join users u on u.default_organization_id = p.organization_id
           and substring(u.email from 'member(\\d+)')::int in (2, 4, 5, 6, 7)`,
        [today],
      );
    });
    await db.unsafe('vacuum analyze');
    const [counts] = await db`select
        (select count(*)::int from organizations) as organizations,
        (select count(*)::int from memberships) as members,
        (select count(*)::int from grant_discoveries) as discoveries,
        (select count(*)::int from grant_matches) as matches,
        (select count(*)::int from events where type = 'grant.updated') as changes,
        (select count(*)::int from pursuits where status = 'active') as pursuits,
        (select count(*)::int from tasks) as deliverables`;
    return counts as Record<string, number>;
  } finally {
    await db.end({ timeout: 5 });
  }
}
