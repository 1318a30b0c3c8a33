// Dashboard-only pipeline procedures: closing and reopening projects, and the organization's deliverables template.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { fixtures } from '../fixtures/fixtures';

const as = (who: 'owner' | 'member' | 'viewer') => signIn(fixtures().users[who].email, fixtures().users[who].password);

async function wonProject(client: Awaited<ReturnType<typeof as>>) {
  const pursuit = await client.mutate<any>('pursuits.create', {
    title: `Dashboard ${randomUUID()}`,
    stage: 'submitted',
    amountRequested: 10_000,
  });
  expect(pursuit.status).toBe(200);
  const won = await client.mutate<any>('pursuits.update', {
    id: pursuit.data.id,
    status: 'won',
    projectStartDate: '2026-01-01',
    projectEndDate: '2026-12-31',
  });
  expect(won.status).toBe(200);
  return won.data.project as { id: string; taskCounts: { total: number } };
}

describe('closing a project', () => {
  it('needs every deliverable done to complete it; force closes it early; reopen makes it active again', async () => {
    const member = await as('member'); // MANAGE_TASKS
    const project = await wonProject(member);
    const refused = await member.mutate('projects.close', { id: project.id });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/3 deliverables are not completed/);
    expect((await member.query<any>('projects.get', { id: project.id })).data.status).toBe('active');

    const forced = await member.mutate<any>('projects.close', { id: project.id, force: true });
    expect(forced.data).toMatchObject({ status: 'closed' });
    expect(forced.data.closedAt).toMatch(/Z$/);
    const reopened = await member.mutate<any>('projects.reopen', { id: project.id });
    expect(reopened.data).toMatchObject({ status: 'active', closedAt: null });

    const tasks = await member.query<any>('tasks.list', { id: project.id });
    for (const t of tasks.data.data)
      await member.mutate('tasks.update', { id: project.id, taskId: t.id, status: 'completed' });
    const completed = await member.mutate<any>('projects.close', { id: project.id });
    expect(completed.data).toMatchObject({ status: 'completed', taskCounts: { total: 3, completed: 3, overdue: 0 } });
    // A closed project takes no new deliverables.
    const add = await member.mutate('tasks.create', { id: project.id, title: 'Late addition' });
    expect(add.status).toBe(409);
  });

  it('a viewer cannot close a project', async () => {
    const project = await wonProject(await as('owner'));
    const res = await (await as('viewer')).mutate('projects.close', { id: project.id, force: true });
    expect(res.status).toBe(403);
    expect(res.error?.message).toContain('MANAGE_TASKS');
  });
});

describe('the deliverables template', () => {
  it('is editable, and the next funded project starts with it', async () => {
    const owner = await as('owner');
    const before = await owner.query<any>('organization.deliverablesTemplate');
    expect(before.data.items.map((i: any) => i.title)).toEqual(['Kickoff meeting', 'Interim report', 'Final report']);
    const items = [
      { title: 'Grant agreement signed', anchor: 'start', offsetDays: 7 },
      { title: 'Closeout report', anchor: 'end', offsetDays: 60, description: 'Narrative and financial' },
    ];
    const bad = await owner.mutate('organization.updateDeliverablesTemplate', {
      items: [{ title: '', anchor: 'middle', offsetDays: 1.5 }],
    });
    expect(bad.status).toBe(400);
    expect((await owner.query<any>('organization.deliverablesTemplate')).data.items).toEqual(before.data.items);
    try {
      const saved = await owner.mutate<any>('organization.updateDeliverablesTemplate', { items });
      expect(saved.status).toBe(200);
      const project = await wonProject(owner);
      const tasks = await owner.query<any>('tasks.list', { id: project.id });
      expect(tasks.data.data.map((t: any) => [t.title, t.dueDate, t.description])).toEqual([
        ['Grant agreement signed', '2026-01-08', null],
        ['Closeout report', '2027-03-01', 'Narrative and financial'],
      ]);
    } finally {
      await owner.mutate('organization.updateDeliverablesTemplate', { items: before.data.items });
    }
  });
});
