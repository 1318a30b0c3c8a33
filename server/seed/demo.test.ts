// The demo organization opens on matched grants: its missions are matched like missions created through the API.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grantMatches, grants, missions, projects, pursuits, tasks } from '~/db/schema';
import { listBoilerplate } from '../applications/boilerplate';
import { listGrants } from '../grants/queries';
import { listRequirementTemplates } from '../pipeline/requirement-templates';
import { getPursuit, listPursuits } from '../pipeline/pursuits';
import { reportSummary } from '../reports/summary';
import { freshDbForEachTest } from '../testing/test-db';
import { FEDERAL_TEMPLATE, seedDemo } from './demo';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

describe('seedDemo', () => {
  it('computes the matches of the demo missions, so the discovery list shows matched grants', async () => {
    const demo = await seedDemo(db);
    expect(demo.created).toBe(true);
    const perMission = await db
      .select({ name: missions.name, matches: count(grantMatches.grantId) })
      .from(missions)
      .leftJoin(grantMatches, eq(grantMatches.missionId, missions.id))
      .where(eq(missions.organizationId, demo.organizationId))
      .groupBy(missions.name);
    expect(perMission).toHaveLength(3);
    for (const m of perMission) expect(m.matches, m.name).toBeGreaterThan(0);

    const list = await listGrants(db, { organizationId: demo.organizationId, limit: 20, offset: 0 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((g) => g.match !== null && g.match.score >= 45)).toBe(true);

    // A second run only resets the password.
    const again = await seedDemo(db);
    expect(again).toMatchObject({ organizationId: demo.organizationId, created: false });
  });

  it('gives every demo pursuit the history that led to its stage and status, so reports count its outcome', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const demo = await seedDemo(db, { today });
    const rows = await db.select().from(pursuits).where(eq(pursuits.organizationId, demo.organizationId));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const { history, stage, status } = await getPursuit(db, demo.organizationId, row.id);
      const last = (field: string) => history.filter((h) => h.field === field).at(-1)?.to;
      expect(
        history.slice(0, 2).map((h) => [h.field, h.from, h.to]),
        row.title,
      ).toEqual([
        ['status', null, 'active'],
        ['stage', null, 'prospect'],
      ]);
      expect([last('stage'), last('status')], row.title).toEqual([stage, status]);
      expect(history[0]!.at).toBe(row.createdAt.toISOString());
      expect(history.every((h) => h.actor.startsWith('user:') && Date.parse(h.at) < Date.now())).toBe(true);
      if (status === 'won') expect(last('amountAwarded')).toBe(String(row.amountAwarded));
    }

    // The summary counts a loss by when it was recorded: without history the lost demo pursuit would not count.
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const summary = await reportSummary(db, demo.organizationId, { from, to: today });
    expect(summary.outcomes).toMatchObject({ won: 1, lost: 1, winRate: 0.5 });
  });

  it('pursues grants its missions match, decides them after their deadlines, and funds a project that fits', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const demo = await seedDemo(db, { today });
    const rows = await db
      .select({ pursuit: pursuits, grant: grants })
      .from(pursuits)
      .innerJoin(grants, eq(grants.id, pursuits.grantId))
      .where(eq(pursuits.organizationId, demo.organizationId));
    expect(rows).toHaveLength(8);
    const missionNames = new Map(
      (await db.select().from(missions).where(eq(missions.organizationId, demo.organizationId))).map((m) => [
        m.id,
        m.name,
      ]),
    );
    for (const { pursuit, grant } of rows) {
      const matches = await db
        .select()
        .from(grantMatches)
        .where(and(eq(grantMatches.organizationId, demo.organizationId), eq(grantMatches.grantId, grant.id)));
      expect(matches.length, pursuit.title).toBeGreaterThan(0);
      expect(pursuit.deadline).toBe(grant.closeDate);
      const { history } = await getPursuit(db, demo.organizationId, pursuit.id);
      const submittedAt = history.find((h) => h.field === 'stage' && h.to === 'submitted')?.at;
      if (pursuit.status === 'won' || pursuit.status === 'lost') {
        const decidedAt = history.find((h) => h.field === 'status' && h.to === pursuit.status)!.at;
        expect(grant.closeDate! < decidedAt.slice(0, 10), pursuit.title).toBe(true);
      }
      if (submittedAt) expect(submittedAt.slice(0, 10) <= grant.closeDate!, pursuit.title).toBe(true);
      if (pursuit.status === 'active' || pursuit.status === 'on_hold')
        expect(grant.closeDate! > today, pursuit.title).toBe(true);
      if (pursuit.status === 'won') {
        const best = matches.sort((a, b) => b.score - a.score)[0]!;
        expect(missionNames.get(best.missionId)).toBe('Youth literacy and learning');
      }
    }

    // The funded project runs a year from the award, its deliverables inside or just after that period.
    const [project] = await db.select().from(projects).where(eq(projects.organizationId, demo.organizationId));
    const won = rows.find((r) => r.pursuit.status === 'won')!.pursuit;
    expect(project!.startDate).toBe(won.wonAt!.toISOString().slice(0, 10));
    expect(project!.endDate! > project!.startDate!).toBe(true);
    const deliverables = await db.select().from(tasks).where(eq(tasks.projectId, project!.id));
    for (const d of deliverables) expect(d.dueDate! >= project!.startDate!, d.title).toBe(true);

    // Synthetic grants link nowhere rather than to a page that does not exist on a real site.
    const [linked] = await db.select({ n: count() }).from(grants).where(isNotNull(grants.url));
    expect(linked!.n).toBe(0);
  });

  it('fills a boilerplate library of five answers, one stale, found by full-text search', async () => {
    const demo = await seedDemo(db);
    const all = await listBoilerplate(db, demo.organizationId, { limit: 100, offset: 0 });
    expect(all.total).toBe(5);
    const stale = await listBoilerplate(db, demo.organizationId, { stale: true, limit: 100, offset: 0 });
    expect(stale.data.map((e) => e.title)).toEqual(['Diversity, equity and inclusion statement']);
    const found = await listBoilerplate(db, demo.organizationId, { q: 'evaluator', limit: 10, offset: 0 });
    expect(found.data.map((e) => e.title)).toEqual(['Evaluation plan']);
    const tagged = await listBoilerplate(db, demo.organizationId, { tags: ['Organization'], limit: 10, offset: 0 });
    expect(tagged.total).toBe(3);
  });
});

describe('seedDemo: application requirements', () => {
  it('keeps the federal template and a half-done checklist on the pursuit in drafting', async () => {
    const demo = await seedDemo(db);
    const templates = await listRequirementTemplates(db, demo.organizationId);
    expect(templates.map((t) => t.name)).toEqual([FEDERAL_TEMPLATE.name]);
    expect(templates[0]!.items.map((i) => i.title)).toEqual(
      expect.arrayContaining([
        'SF-424 Application for Federal Assistance',
        'SF-424A Budget Information (non-construction)',
        'Budget justification',
        'Project narrative',
        'Project abstract',
        'Letters of support',
        'SAM.gov registration current',
        'Indirect cost rate agreement',
      ]),
    );
    const { data } = await listPursuits(db, demo.organizationId, { limit: 20, offset: 0 });
    const drafting = data.find((p) => p.stage === 'drafting' && p.status === 'active')!;
    expect(drafting.requirementsProgress).toEqual({ total: 8, done: 4, requiredOpen: 4 });
    expect(data.filter((p) => p.requirementsProgress.total > 0)).toHaveLength(1);
  });
});
