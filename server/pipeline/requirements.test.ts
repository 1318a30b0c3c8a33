// Requirement checklists against a real (embedded) database: the order a PATCH of `position` makes, the due dates a
// template derives from the deadline, and the reminders a requirement's owner gets (docs/applications.md).
import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '~/db';
import { notifications } from '~/db/schema';
import { addDays } from '../dates';
import { runNotifications } from '../notifications/run';
import { createOrganization } from '../organizations/organizations';
import { createTestDb } from '../testing/test-db';
import { createUser } from '../users/create-user';
import { createPursuit, updatePursuit } from './pursuits';
import { createRequirementTemplate } from './requirement-templates';
import { createRequirement, deleteRequirement, listRequirements, updateRequirement } from './requirements';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
vi.setConfig({ testTimeout: 120_000 });

let db: Db;
let close: () => Promise<void>;
let org: { id: string };
let owner = '';
const by = () => ({ organizationId: org.id, actor: `user:${owner}` });
const page = { limit: 100, offset: 0 };

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  org = await db.transaction((tx) => createOrganization(tx, { name: 'Checklists', slug: 'checklists' }));
  owner = (
    await createUser(db, {
      email: `owner-${Date.now()}@example.org`,
      password: `Pw-${randomBytes(12).toString('base64url')}-7q`,
      organizationId: org.id,
      role: 'owner',
    })
  ).id;
});
afterAll(() => close());

describe('checklist order', () => {
  it('moves an item to index N, the others shift; delete closes the gap; insert at a position shifts the rest', async () => {
    const pursuit = await createPursuit(db, by(), { title: 'Order' });
    for (const title of ['A', 'B', 'C', 'D']) await createRequirement(db, by(), pursuit.id, { kind: 'other', title });
    const titles = async () =>
      (await listRequirements(db, org.id, pursuit.id, page)).data.map((r) => `${r.position}:${r.title}`);
    const id = async (title: string) =>
      (await listRequirements(db, org.id, pursuit.id, page)).data.find((r) => r.title === title)!.id;

    await updateRequirement(db, by(), pursuit.id, await id('D'), { position: 1 });
    expect(await titles()).toEqual(['0:A', '1:D', '2:B', '3:C']);
    await updateRequirement(db, by(), pursuit.id, await id('A'), { position: 99 }); // beyond the end: last
    expect(await titles()).toEqual(['0:D', '1:B', '2:C', '3:A']);
    await deleteRequirement(db, by(), pursuit.id, await id('B'));
    expect(await titles()).toEqual(['0:D', '1:C', '2:A']);
    await createRequirement(db, by(), pursuit.id, { kind: 'form', title: 'E', position: 0 });
    expect(await titles()).toEqual(['0:E', '1:D', '2:C', '3:A']);
  });
});

describe('requirement reminders', () => {
  it("remind the item's owner 7 and 1 days before its due date, once each, only while open", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const deadline = addDays(today, 40);
    const template = await createRequirementTemplate(db, org.id, {
      name: `Federal ${randomBytes(3).toString('hex')}`,
      items: [
        { kind: 'form', title: 'SF-424 reminder', dueDaysBeforeDeadline: 10 },
        { kind: 'narrative', title: 'Narrative reminder', dueDaysBeforeDeadline: 10 },
        { kind: 'budget', title: 'Budget no date' },
      ],
    });
    const pursuit = await createPursuit(db, by(), { title: 'Reminded', deadline, templateId: template.id });
    expect(pursuit.requirementsProgress).toEqual({ total: 3, done: 0, requiredOpen: 3 });
    const items = (await listRequirements(db, org.id, pursuit.id, page)).data;
    const due = addDays(deadline, -10);
    expect(items.map((i) => i.dueDate)).toEqual([due, due, null]);
    // Owned: the SF-424 (open) and the narrative (done: never reminded).
    await updateRequirement(db, by(), pursuit.id, items[0]!.id, { ownerUserId: owner });
    await updateRequirement(db, by(), pursuit.id, items[1]!.id, { ownerUserId: owner, status: 'done' });

    const runOn = (date: string) => runNotifications(db, new Date(`${date}T15:00:00Z`), { organizationId: org.id });
    const mine = () =>
      db
        .select({ title: notifications.title, key: notifications.dedupeKey })
        .from(notifications)
        .where(and(eq(notifications.userId, owner), like(notifications.dedupeKey, 'reminder:requirement:%')));
    await runOn(addDays(due, -8));
    expect(await mine()).toEqual([]);
    await runOn(addDays(due, -7));
    await runOn(addDays(due, -6)); // the same stage again: nothing new
    expect((await mine()).map((n) => n.title)).toEqual(['Due in 7 days: SF-424 reminder']);
    await runOn(addDays(due, -1));
    await runOn(due);
    expect((await mine()).map((n) => n.title).sort()).toEqual([
      'Due in 7 days: SF-424 reminder',
      'Due tomorrow: SF-424 reminder',
    ]);
    // A closed pursuit reminds nobody, even of a new item due tomorrow.
    await createRequirement(db, by(), pursuit.id, {
      kind: 'letter',
      title: 'Letters after withdrawal',
      ownerUserId: owner,
      dueDate: addDays(due, 1),
    });
    await updatePursuit(db, by(), pursuit.id, { status: 'withdrawn' });
    await runOn(due);
    expect(await mine()).toHaveLength(2);
  });
});
