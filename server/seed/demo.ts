// The demo organization (slug "demo"): missions, a synthetic catalog, pursuits in every stage, a funded
// project with deliverables, and a dashboard login. Idempotent: a second run resets the demo password.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { grants, missions, organizations, projects, pursuits, tasks, users } from '~/db/schema';
import { generateSyntheticGrants } from '../grants/synthetic';
import type { GrantInput } from '../grants/types';
import { recomputeMissionMatches } from '../matching/recompute';
import { chunks, upsertGrantBatchesWithMatches } from '../matching/upsert-with-matches';
import { createOrganization, DEFAULT_DELIVERABLES } from '../organizations/create-organization';
import { hashPassword } from '../users/passwords';
import { createUser } from '../users/create-user';

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

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const catalog: GrantInput[] = [...generateSyntheticGrants({ count: DEMO_GRANT_COUNT, seed: DEMO_GRANT_SEED, today })];
  // Written like an import: each batch with its matches for the missions other organizations may already have.
  await upsertGrantBatchesWithMatches(db, chunks(catalog, 100));

  return db.transaction(async (tx) => {
    const org = await createOrganization(tx, { name: 'Riverbend Community Foundation', slug: DEMO_SLUG, plan: 'basic' });
    const user = await createUser(tx, {
      email: DEMO_EMAIL,
      password,
      name: 'Dana Rivera',
      organizationId: org.id,
      role: 'owner',
    });

    const demoMissions = await tx.insert(missions).values([
      {
        organizationId: org.id,
        name: 'Youth literacy and learning',
        description: 'After-school literacy, tutoring and STEM learning for children and teens in rural counties.',
        keywords: ['literacy', 'after-school', 'youth', 'STEM education', 'tutoring'],
        categories: ['Education'],
        eligibleApplicantTypes: ['Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education'],
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
        description: 'Watershed restoration, wildfire resilience and environmental stewardship with local volunteers.',
        keywords: ['watershed', 'restoration', 'wildfire', 'climate resilience', 'conservation'],
        categories: ['Environment', 'Natural Resources'],
        eligibleApplicantTypes: [],
        amountMin: 50_000,
        amountMax: 1_000_000,
      },
    ]).returning({ id: missions.id });
    // Matched like missions created through the API, so the dashboard opens on matched grants.
    for (const mission of demoMissions) await recomputeMissionMatches(tx, mission.id, { today });

    // Open grants to pursue, one per pipeline position.
    const open = catalog.filter((g) => !g.isForecast && g.closeDate && g.closeDate > addDays(today, 10)).slice(0, 8);
    const grantIds = await grantIdsBySourceId(tx, open.map((g) => g.sourceId));
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
    const inserted = await tx
      .insert(pursuits)
      .values(
        plan.map((p, i) => {
          const grant = open[i]!;
          const requested = Math.min(grant.awardCeiling ?? 150_000, 250_000);
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
            wonAt: p.status === 'won' ? new Date(`${addDays(today, -20)}T15:00:00Z`) : null,
            notes: p.status === 'on_hold' ? 'Waiting for the board to confirm the match funding.' : null,
          };
        }),
      )
      .returning();
    const won = inserted.find((p) => p.status === 'won')!;
    const startDate = addDays(today, -20);
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

async function grantIdsBySourceId(db: Pick<Db, 'select'>, sourceIds: string[]) {
  const rows = await db
    .select({ id: grants.id, sourceId: grants.sourceId })
    .from(grants)
    .where(and(eq(grants.source, 'synthetic'), inArray(grants.sourceId, sourceIds)));
  return new Map(rows.map((r) => [r.sourceId, r.id]));
}
