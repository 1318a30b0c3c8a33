// The demo organization (slug "demo"): missions, a synthetic catalog, pursuits in every stage, a funded
// project with deliverables, and a dashboard login. Idempotent: a second run resets the demo password.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import {
  grants,
  missions,
  organizations,
  projects,
  PURSUIT_STAGES,
  pursuitHistory,
  pursuits,
  tasks,
  users,
} from '~/db/schema';
import { generateSyntheticGrants } from '../grants/synthetic/generate';
import type { GrantInput } from '../grants/types';
import { recomputeMissionMatches } from '../matching/recompute';
import { writeSyntheticCatalog } from '../discovery/synthetic-catalog';
import { createOrganization, DEFAULT_DELIVERABLES } from '../organizations/organizations';
import { STAGE_PROBABILITY, type PursuitStage, type PursuitStatus } from '../pipeline/state-machine';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../users/create-user';
import { addDays, isoDay, todayUtc } from '../dates';

export const DEMO_SLUG = 'demo';
export const DEMO_EMAIL = 'admin@demo.example.org';
const DEMO_GRANT_COUNT = 300;
const DEMO_GRANT_SEED = 2026;

export interface DemoSeedResult {
  organizationId: string;
  email: string;
  password: string;
  created: boolean;
}

export async function seedDemo(db: Db, opts: { today?: string } = {}): Promise<DemoSeedResult> {
  const password = randomBytes(12).toString('base64url');
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, DEMO_SLUG))
    .limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
      .where(sql`lower(${users.email}) = ${DEMO_EMAIL}`);
    return { organizationId: existing.id, email: DEMO_EMAIL, password, created: false };
  }

  const today = opts.today ?? todayUtc();
  const catalogOptions = { count: DEMO_GRANT_COUNT, seed: DEMO_GRANT_SEED, today };
  // Written like an import: each batch with its matches for the missions other organizations may already have.
  await writeSyntheticCatalog(db, { ...catalogOptions, batchSize: 100 });
  // The same grants again (the generator is deterministic), to pick the pursued ones from.
  const catalog: GrantInput[] = [...generateSyntheticGrants(catalogOptions)];

  return db.transaction(async (tx) => {
    const org = await createOrganization(tx, {
      name: 'Riverbend Community Foundation',
      slug: DEMO_SLUG,
      plan: 'basic',
    });
    const user = await createUser(tx, {
      email: DEMO_EMAIL,
      password,
      name: 'Dana Rivera',
      organizationId: org.id,
      role: 'owner',
    });

    const demoMissions = await tx
      .insert(missions)
      .values([
        {
          organizationId: org.id,
          name: 'Youth literacy and learning',
          description: 'After-school literacy, tutoring and STEM learning for children and teens in rural counties.',
          keywords: ['literacy', 'after-school', 'youth', 'STEM education', 'tutoring'],
          categories: ['Education'],
          eligibleApplicantTypes: [
            'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
          ],
          amountMin: 25_000,
          amountMax: 500_000,
        },
        {
          organizationId: org.id,
          name: 'Food security',
          description: 'Community food projects, food banks and nutrition programs that reduce food insecurity.',
          keywords: ['food insecurity', 'food bank', 'nutrition', 'community food'],
          categories: ['Food and Nutrition', 'Agriculture'],
          eligibleApplicantTypes: [],
          amountMin: 10_000,
          amountMax: 400_000,
        },
        {
          organizationId: org.id,
          name: 'Watershed and climate resilience',
          description:
            'Watershed restoration, wildfire resilience and environmental stewardship with local volunteers.',
          keywords: ['watershed', 'restoration', 'wildfire', 'climate resilience', 'conservation'],
          categories: ['Environment', 'Natural Resources'],
          eligibleApplicantTypes: [],
          amountMin: 50_000,
          amountMax: 1_000_000,
        },
      ])
      .returning({ id: missions.id });
    // Matched like missions created through the API, so the dashboard opens on matched grants.
    for (const mission of demoMissions) await recomputeMissionMatches(tx, mission.id, { today });

    // Open grants to pursue, one per pipeline position.
    const open = catalog.filter((g) => !g.isForecast && g.closeDate && g.closeDate > addDays(today, 10)).slice(0, 8);
    const grantIds = await grantIdsBySourceId(
      tx,
      open.map((g) => g.sourceId),
    );
    const plan = [
      { stage: 'prospect', status: 'active', probability: 10 },
      { stage: 'qualifying', status: 'active', probability: 25 },
      { stage: 'drafting', status: 'active', probability: 50 },
      { stage: 'submitted', status: 'active', probability: 60 },
      { stage: 'drafting', status: 'on_hold', probability: 50 },
      { stage: 'submitted', status: 'lost', probability: 0, lostReason: 'not_funded' },
      { stage: 'qualifying', status: 'withdrawn', probability: 0 },
      { stage: 'submitted', status: 'won', probability: 100 },
    ] as const;
    const stories = plan.map((p, i) => pursuitStory(p, today, i));
    const inserted = await tx
      .insert(pursuits)
      .values(
        plan.map((p, i) => {
          const grant = open[i]!;
          const requested = Math.min(grant.awardCeiling ?? 150_000, 250_000);
          const story = stories[i]!;
          return {
            organizationId: org.id,
            grantId: grantIds.get(grant.sourceId)!,
            title: grant.title,
            stage: p.stage,
            status: p.status,
            probability: p.probability,
            amountRequested: requested,
            amountAwarded: p.status === 'won' ? requested : null,
            deadline: grant.closeDate,
            ownerUserId: user.id,
            lostReason: 'lostReason' in p ? p.lostReason : null,
            wonAt: p.status === 'won' ? story.at(-1)!.at : null,
            notes: p.status === 'on_hold' ? 'Waiting for the board to confirm the match funding.' : null,
            createdAt: story[0]!.at,
            updatedAt: story.at(-1)!.at,
          };
        }),
      )
      .returning();
    // Each pursuit's history, as the API would have recorded it: the report counts a loss by when it was recorded.
    const actor = `user:${user.id}`;
    await tx.insert(pursuitHistory).values(
      inserted.flatMap((row, i) =>
        stories[i]!.flatMap(({ at, changes }) =>
          changes.map(([field, fromValue, toValue]) => {
            const value = field === 'amountAwarded' ? row.amountAwarded : toValue;
            return {
              organizationId: org.id,
              pursuitId: row.id,
              field,
              fromValue,
              toValue: value === null ? null : String(value),
              actor,
              at,
            };
          }),
        ),
      ),
    );
    const won = inserted.find((p) => p.status === 'won')!;
    const startDate = isoDay(won.wonAt!);
    const endDate = addDays(startDate, 365);
    const [project] = await tx
      .insert(projects)
      .values({
        organizationId: org.id,
        pursuitId: won.id,
        grantId: won.grantId,
        name: won.title,
        awardAmount: won.amountAwarded,
        startDate,
        endDate,
      })
      .returning();
    await tx.insert(tasks).values(
      DEFAULT_DELIVERABLES.map((d, i) => ({
        organizationId: org.id,
        projectId: project!.id,
        title: d.title,
        dueDate: addDays(d.anchor === 'start' ? startDate : endDate, d.offsetDays),
        status: i === 0 ? ('completed' as const) : ('todo' as const),
        completedAt: i === 0 ? new Date(`${addDays(startDate, 10)}T16:00:00Z`) : null,
        completedBy: i === 0 ? `user:${user.id}` : null,
      })),
    );
    await tx.insert(tasks).values({
      organizationId: org.id,
      projectId: project!.id,
      title: 'Recruit volunteer tutors',
      description: 'Twelve volunteers trained before the spring term.',
      dueDate: addDays(today, -3),
      assigneeUserId: user.id,
    });
    return { organizationId: org.id, email: DEMO_EMAIL, password, created: true };
  });
}

type Change = [field: string, from: string | null, to: string | null];
type PlannedPursuit = { stage: PursuitStage; status: PursuitStatus; lostReason?: string };

/** Days before today on which a demo pursuit reached an outcome (the won one is the funded project's start). */
const OUTCOME_DAYS_AGO: Record<Exclude<PursuitStatus, 'active'>, number> = {
  on_hold: 8,
  withdrawn: 12,
  won: 20,
  lost: 5,
};

/**
 * The changes that brought a demo pursuit to its place, oldest first: created as a prospect 45–38 days ago, one stage
 * every three days, then its outcome. Field names and values are those updatePursuit records (the awarded amount is
 * filled in from the row).
 */
function pursuitStory(p: PlannedPursuit, today: string, index: number): { at: Date; changes: Change[] }[] {
  const day = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T15:00:00Z`);
  const created = 45 - index;
  const story: { at: Date; changes: Change[] }[] = [
    {
      at: day(created),
      changes: [
        ['stage', null, 'prospect'],
        ['status', null, 'active'],
      ],
    },
  ];
  const stages = PURSUIT_STAGES.slice(0, PURSUIT_STAGES.indexOf(p.stage) + 1);
  for (let s = 1; s < stages.length; s++) {
    const [from, to] = [stages[s - 1]!, stages[s]!];
    story.push({
      at: day(created - 3 * s),
      changes: [
        ['stage', from, to],
        ['probability', String(STAGE_PROBABILITY[from]), String(STAGE_PROBABILITY[to])],
      ],
    });
  }
  if (p.status !== 'active') {
    const probability = String(STAGE_PROBABILITY[p.stage]);
    const changes: Change[] = [['status', 'active', p.status]];
    if (p.status === 'won') changes.push(['probability', probability, '100'], ['amountAwarded', null, null]);
    if (p.status === 'lost' || p.status === 'withdrawn') changes.push(['probability', probability, '0']);
    if (p.lostReason) changes.push(['lostReason', null, p.lostReason]);
    story.push({ at: day(OUTCOME_DAYS_AGO[p.status]), changes });
  }
  return story;
}

async function grantIdsBySourceId(db: Pick<Db, 'select'>, sourceIds: string[]) {
  const rows = await db
    .select({ id: grants.id, sourceId: grants.sourceId })
    .from(grants)
    .where(and(eq(grants.source, 'synthetic'), inArray(grants.sourceId, sourceIds)));
  return new Map(rows.map((r) => [r.sourceId, r.id]));
}
