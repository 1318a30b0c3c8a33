// The demo organization (slug "demo"): missions, a synthetic catalog, pursuits in every stage, a funded
// project with deliverables, the federal application template with a half-done checklist on the pursuit in drafting
// (docs/applications.md), and a dashboard login. Idempotent: a second run resets the demo password.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import {
  boilerplateEntries,
  boilerplateVersions,
  grantMatches,
  grants,
  missions,
  organizations,
  projects,
  PURSUIT_STAGES,
  pursuitHistory,
  pursuitRequirements,
  pursuits,
  requirementTemplates,
  type RequirementTemplateItem,
  tasks,
  users,
} from '~/db/schema';
import { queryRows } from '../db-rows';
import { recomputeMissionMatches } from '../matching/recompute';
import { writeSyntheticCatalog } from '../discovery/synthetic-catalog';
import { createOrganization, DEFAULT_DELIVERABLES } from '../organizations/organizations';
import { updateOrganizationProfile } from '../organizations/profile';
import { STAGE_PROBABILITY, type PursuitStage, type PursuitStatus } from '../pipeline/state-machine';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../users/create-user';
import { addDays, isoDay, todayUtc } from '../dates';

export const DEMO_SLUG = 'demo';
export const DEMO_EMAIL = 'admin@demo.example.org';
const DEMO_GRANT_COUNT = 300;
const DEMO_GRANT_SEED = 2026;

/** What a federal (Grants.gov) application asks for: the demo organization's template. */
export const FEDERAL_TEMPLATE: { name: string; description: string; items: RequirementTemplateItem[] } = {
  name: 'Federal application (Grants.gov)',
  description: 'The forms, narratives and registrations a federal grant application needs.',
  items: [
    {
      kind: 'form',
      title: 'SF-424 Application for Federal Assistance',
      description: null,
      required: true,
      dueDaysBeforeDeadline: 3,
    },
    {
      kind: 'budget',
      title: 'SF-424A Budget Information (non-construction)',
      description: null,
      required: true,
      dueDaysBeforeDeadline: 7,
    },
    {
      kind: 'budget',
      title: 'Budget justification',
      description: 'Line-item narrative of every cost in the SF-424A.',
      required: true,
      dueDaysBeforeDeadline: 7,
    },
    {
      kind: 'narrative',
      title: 'Project narrative',
      description: 'Need, approach, outcomes and evaluation, within the page limit.',
      required: true,
      dueDaysBeforeDeadline: 10,
    },
    {
      kind: 'narrative',
      title: 'Project abstract',
      description: 'One page.',
      required: true,
      dueDaysBeforeDeadline: 7,
    },
    {
      kind: 'letter',
      title: 'Letters of support',
      description: 'From partners named in the narrative.',
      required: false,
      dueDaysBeforeDeadline: 14,
    },
    {
      kind: 'registration',
      title: 'SAM.gov registration current',
      description: 'Active, with the UEI on the SF-424.',
      required: true,
      dueDaysBeforeDeadline: 21,
    },
    {
      kind: 'attachment',
      title: 'Indirect cost rate agreement',
      description: 'The current negotiated agreement, if indirect costs are charged.',
      required: false,
      dueDaysBeforeDeadline: 7,
    },
  ],
};

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
    // A filled applicant profile whose SAM.gov registration expires in 45 days (a 60-day reminder is due) and whose
    // rate agreement in 21 (the overview's Ready to apply card warns): docs/applications.md#organization-profile.
    await updateOrganizationProfile(tx, org.id, {
      legalName: 'Riverbend Community Foundation, Inc.',
      ein: '47-3810562',
      uei: 'RB7KX2M9QZ4L',
      samRegistrationExpiresOn: addDays(today, 45),
      applicantType: '12',
      authorizedRepresentative: { name: 'Dana Rivera', title: 'Executive Director', email: DEMO_EMAIL },
      fiscalYearStartMonth: 7,
      indirectCostRate: 12.5,
      indirectCostRateExpiresOn: addDays(today, 21),
    });

    const [literacy, ...otherMissions] = await tx
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
    for (const mission of [literacy!, ...otherMissions]) await recomputeMissionMatches(tx, mission.id, { today });

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
    const pursued = await grantsToPursue(tx, org.id, literacy!.id, plan, today);
    const stories = plan.map((p, i) => pursuitStory(p, today, i, pursued[i]!.closeDate));
    const inserted = await tx
      .insert(pursuits)
      .values(
        plan.map((p, i) => {
          const grant = pursued[i]!;
          const requested = Math.min(grant.awardCeiling ?? 150_000, 250_000);
          const story = stories[i]!;
          return {
            organizationId: org.id,
            grantId: grant.id,
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
    // The federal template, applied to the pursuit in drafting with about half of its items done.
    await tx.insert(requirementTemplates).values({ organizationId: org.id, ...FEDERAL_TEMPLATE });
    const drafting = inserted.find((p) => p.stage === 'drafting' && p.status === 'active')!;
    const doneItems = new Set(['SAM.gov registration current', 'Project abstract', 'Letters of support']);
    await tx.insert(pursuitRequirements).values(
      FEDERAL_TEMPLATE.items.map((item, i) => ({
        organizationId: org.id,
        pursuitId: drafting.id,
        kind: item.kind,
        title: item.title,
        description: item.description,
        required: item.required,
        status: doneItems.has(item.title)
          ? ('done' as const)
          : item.kind === 'attachment'
            ? ('waived' as const) // no indirect costs charged
            : item.kind === 'narrative'
              ? ('in_progress' as const)
              : ('todo' as const),
        ownerUserId: user.id,
        dueDate:
          drafting.deadline && item.dueDaysBeforeDeadline != null
            ? addDays(drafting.deadline, -item.dueDaysBeforeDeadline)
            : null,
        position: i,
      })),
    );
    await seedBoilerplate(tx, org.id, today);
    return { organizationId: org.id, email: DEMO_EMAIL, password, created: true };
  });
}

/**
 * The demo's boilerplate library (docs/applications.md#boilerplate-library): the answers a foundation pastes into
 * every application, each written some days ago and reviewed since; the DEI statement was last reviewed over a year
 * ago, so the library shows a stale one.
 */
const DEMO_BOILERPLATE: {
  title: string;
  body: string;
  tags: string[];
  writtenDaysAgo: number;
  reviewedDaysAgo: number;
}[] = [
  {
    title: 'Mission statement',
    body:
      'Riverbend Community Foundation helps families in the river counties thrive: children who read at grade level, ' +
      'households that never go hungry, and a watershed that stays healthy for the next generation. We fund and run ' +
      'programs with local volunteers, schools and food pantries, and we measure what they change.',
    tags: ['mission', 'organization'],
    writtenDaysAgo: 200,
    reviewedDaysAgo: 30,
  },
  {
    title: 'Organizational history',
    body:
      'Founded in 1998 by a group of teachers and farmers after the Riverbend flood, the foundation began as a ' +
      'volunteer reading program in two church basements. Today it serves four counties with a staff of nine, 240 ' +
      'volunteers and an annual budget of $1.8 million, and has distributed more than $6 million in local grants.',
    tags: ['history', 'organization'],
    writtenDaysAgo: 180,
    reviewedDaysAgo: 60,
  },
  {
    title: 'Evaluation plan',
    body:
      'Each program sets two to four outcome measures before it starts. Literacy programs assess every child with a ' +
      'standardized reading inventory in September, January and May; food programs track households served and ' +
      'visits per household; watershed projects report acres restored and volunteer hours. A part-time evaluator ' +
      'reviews the data each quarter, and results go to the board and to funders in an annual outcomes report.',
    tags: ['evaluation', 'literacy'],
    writtenDaysAgo: 150,
    reviewedDaysAgo: 20,
  },
  {
    title: 'Diversity, equity and inclusion statement',
    body:
      'Our board and staff reflect the counties we serve. We recruit volunteers in English and Spanish, hold ' +
      'programs where families already are (schools, libraries, pantries), and ask the people we serve to help ' +
      'decide what we fund through a community advisory panel that meets twice a year.',
    tags: ['dei', 'organization'],
    writtenDaysAgo: 700,
    reviewedDaysAgo: 420,
  },
  {
    title: 'Sustainability plan',
    body:
      'Programs are designed to outlast any single grant: school districts contribute classroom space and ' +
      'transportation, local businesses sponsor tutor training, and an endowment fund started in 2019 covers a ' +
      'growing share of core costs each year.',
    tags: ['sustainability', 'budget'],
    writtenDaysAgo: 90,
    reviewedDaysAgo: 90,
  },
];

async function seedBoilerplate(tx: DbOrTx, organizationId: string, today: string) {
  const at = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T14:00:00Z`);
  const rows = await tx
    .insert(boilerplateEntries)
    .values(
      DEMO_BOILERPLATE.map((e) => ({
        organizationId,
        title: e.title,
        body: e.body,
        tags: e.tags,
        version: 1,
        lastReviewedAt: at(e.reviewedDaysAgo),
        createdBy: DEMO_EMAIL,
        updatedBy: DEMO_EMAIL,
        createdAt: at(e.writtenDaysAgo),
        updatedAt: at(e.writtenDaysAgo),
      })),
    )
    .returning();
  await tx.insert(boilerplateVersions).values(
    rows.map((r) => ({
      entryId: r.id,
      version: 1,
      title: r.title,
      body: r.body,
      tags: r.tags,
      createdBy: DEMO_EMAIL,
      createdAt: r.createdAt,
    })),
  );
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

const DAY_MS = 86_400_000;

/**
 * The changes that brought a demo pursuit to its place, oldest first: created as a prospect 45–38 days ago, one stage
 * every three days, then its outcome. A pursuit submitted to a grant whose deadline has passed was submitted two
 * days before that deadline: its story starts that much earlier. Field names and values are those updatePursuit
 * records (the awarded amount is filled in from the row).
 */
function pursuitStory(
  p: PlannedPursuit,
  today: string,
  index: number,
  deadline: string | null,
): { at: Date; changes: Change[] }[] {
  const day = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T15:00:00Z`);
  const stageSteps = PURSUIT_STAGES.indexOf(p.stage);
  const submitted = p.stage === 'submitted' ? 45 - index - 3 * stageSteps : null;
  const deadlineDaysAgo = deadline ? Math.round((Date.parse(today) - Date.parse(deadline)) / DAY_MS) : null;
  const shift = submitted !== null && deadlineDaysAgo !== null ? Math.max(0, deadlineDaysAgo + 2 - submitted) : 0;
  const created = 45 - index + shift;
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

interface PursuedGrant {
  id: string;
  title: string;
  closeDate: string | null;
  awardCeiling: number | null;
  missionId: string;
  score: number;
}

/**
 * The grants the demo pursues, one per planned pursuit, each matching a demo mission (best first), so the pipeline
 * reads as this organization's: still-open grants for the pursuits in progress; for the decided ones (won, lost),
 * grants whose deadline passed before the decision; the won one, which becomes the funded project, on the literacy
 * mission (its extra deliverable recruits tutors). Any position left unfilled takes the best remaining match.
 */
async function grantsToPursue(
  tx: DbOrTx,
  organizationId: string,
  literacyMissionId: string,
  plan: readonly { status: PursuitStatus }[],
  today: string,
): Promise<PursuedGrant[]> {
  const best = await queryRows<PursuedGrant>(
    tx,
    sql`select distinct on (g.id) g.id, g.title, g.close_date as "closeDate", g.award_ceiling::float8 as "awardCeiling",
          gm.mission_id as "missionId", gm.score
        from ${grantMatches} gm join ${grants} g on g.id = gm.grant_id
        where gm.organization_id = ${organizationId} and not g.is_forecast and g.close_date is not null
        order by g.id, gm.score desc, gm.mission_id`,
  );
  best.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const taken = new Set<string>();
  const take = (fits: (g: PursuedGrant) => boolean): PursuedGrant | undefined => {
    const grant = best.find((g) => !taken.has(g.id) && fits(g)) ?? best.find((g) => !taken.has(g.id));
    if (grant) taken.add(grant.id);
    return grant;
  };
  const closedBefore = (daysAgo: number) => (g: PursuedGrant) =>
    g.closeDate! < addDays(today, -daysAgo) && g.closeDate! >= addDays(today, -120);
  const openPast = (g: PursuedGrant) => g.closeDate! > addDays(today, 10);
  // The decided ones first: they need the rarer grants (closed, on the literacy mission).
  const chosen = new Map<number, PursuedGrant | undefined>();
  plan.forEach((p, i) => {
    if (p.status === 'won')
      chosen.set(
        i,
        take((g) => closedBefore(OUTCOME_DAYS_AGO.won)(g) && g.missionId === literacyMissionId),
      );
  });
  plan.forEach((p, i) => {
    if (p.status === 'lost') chosen.set(i, take(closedBefore(OUTCOME_DAYS_AGO.lost)));
  });
  plan.forEach((_, i) => {
    if (!chosen.has(i)) chosen.set(i, take(openPast));
  });
  return plan.map((_, i) => {
    const grant = chosen.get(i);
    if (!grant) throw new Error('the demo catalog has too few grants matching the demo missions');
    return grant;
  });
}
