// Application templates: an organization's named checklists, copied into a pursuit's requirements when applied
// (docs/applications.md#requirement-checklists-and-templates). Names are unique per organization.
import { createHash } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/db';
import { requirementTemplates, type RequirementTemplateItem } from '~/db/schema';
import { diff } from '../audit/diff';
import { recordAudit } from '../audit/record';
import { isUniqueViolation } from '../db-errors';
import { AppError, notFound } from '../errors';
import { lockOrganization } from '../organizations/organizations';

type TemplateRow = typeof requirementTemplates.$inferSelect;

/** At most this many templates per organization, and items per template (a checklist holds at most 100 items too). */
export const MAX_TEMPLATES_PER_ORGANIZATION = 50;
export const MAX_TEMPLATE_ITEMS = 100;

const AUDITED_TEMPLATE_FIELDS = ['name', 'description', 'items'] as const;

/**
 * A template as the trail records it: its items as their count and a digest, never the whole list (100 items with
 * their descriptions would make every change a large record; docs/audit.md).
 */
function audited(t: TemplateRow) {
  const digest = createHash('sha256').update(JSON.stringify(t.items)).digest('hex').slice(0, 12);
  return { name: t.name, description: t.description, items: `${t.items.length} items (sha256 ${digest})` };
}

export const toRequirementTemplate = (t: TemplateRow) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  items: t.items.map((i) => ({
    kind: i.kind,
    title: i.title,
    description: i.description ?? null,
    required: i.required,
    dueDaysBeforeDeadline: i.dueDaysBeforeDeadline ?? null,
  })),
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export type RequirementTemplate = ReturnType<typeof toRequirementTemplate>;

export interface TemplateItemInput {
  kind: RequirementTemplateItem['kind'];
  title: string;
  description?: string | null;
  required?: boolean;
  dueDaysBeforeDeadline?: number | null;
}

const toItems = (items: TemplateItemInput[]): RequirementTemplateItem[] =>
  items.map((i) => ({
    kind: i.kind,
    title: i.title,
    description: i.description ?? null,
    required: i.required ?? true,
    dueDaysBeforeDeadline: i.dueDaysBeforeDeadline ?? null,
  }));

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A requirement template named "${name}" already exists in this organization`);

/** The organization's templates by name: a page of them (`page`), or all of them (at most 50). */
export async function listRequirementTemplates(
  db: DbOrTx,
  organizationId: string,
  page?: { limit: number; offset: number },
) {
  const q = db
    .select()
    .from(requirementTemplates)
    .where(eq(requirementTemplates.organizationId, organizationId))
    .orderBy(asc(requirementTemplates.name), asc(requirementTemplates.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q;
  return rows.map(toRequirementTemplate);
}

export async function countRequirementTemplates(db: DbOrTx, organizationId: string): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(requirementTemplates)
    .where(eq(requirementTemplates.organizationId, organizationId));
  return counted?.n ?? 0;
}

/** The template of this organization, or 404 (another organization's id is unknown here). */
export async function findRequirementTemplate(
  db: DbOrTx,
  organizationId: string,
  id: string,
  lock = false,
): Promise<TemplateRow> {
  const q = db
    .select()
    .from(requirementTemplates)
    .where(and(eq(requirementTemplates.id, id), eq(requirementTemplates.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Requirement template');
  return row;
}

export async function getRequirementTemplate(db: DbOrTx, organizationId: string, id: string) {
  return toRequirementTemplate(await findRequirementTemplate(db, organizationId, id));
}

export interface CreateTemplateInput {
  name: string;
  description?: string | null;
  items: TemplateItemInput[];
}

export async function createRequirementTemplate(
  db: Db,
  organizationId: string,
  input: CreateTemplateInput,
): Promise<RequirementTemplate> {
  try {
    return await db.transaction(async (tx) => {
      // Creations of one organization take turns, so two at once cannot both pass the count.
      await lockOrganization(tx, organizationId);
      const [counted] = await tx
        .select({ n: count() })
        .from(requirementTemplates)
        .where(eq(requirementTemplates.organizationId, organizationId));
      if ((counted?.n ?? 0) >= MAX_TEMPLATES_PER_ORGANIZATION) {
        throw new AppError(
          'CONFLICT',
          `An organization keeps at most ${MAX_TEMPLATES_PER_ORGANIZATION} requirement templates: delete one first`,
        );
      }
      const [row] = await tx
        .insert(requirementTemplates)
        .values({
          organizationId,
          name: input.name,
          description: input.description ?? null,
          items: toItems(input.items),
        })
        .returning();
      await recordAudit(tx, {
        organizationId,
        action: 'requirement_template.created',
        target: { type: 'requirement_template', id: row!.id },
        changes: diff(null, audited(row!), AUDITED_TEMPLATE_FIELDS),
      });
      return toRequirementTemplate(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'requirement_templates_organization_id_name_key')) throw nameTaken(input.name);
    throw err;
  }
}

export interface UpdateTemplateInput {
  name?: string;
  description?: string | null;
  items?: TemplateItemInput[];
}

/** Changes a template; pursuits it was applied to keep their copies (a template is copied, never linked). */
export async function updateRequirementTemplate(
  db: Db,
  organizationId: string,
  id: string,
  input: UpdateTemplateInput,
): Promise<RequirementTemplate> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findRequirementTemplate(tx, organizationId, id, true);
      const next: Partial<TemplateRow> = {};
      if (input.name !== undefined) next.name = input.name;
      if (input.description !== undefined) next.description = input.description;
      if (input.items !== undefined) next.items = toItems(input.items);
      const changes = diff(audited(current), audited({ ...current, ...next }), AUDITED_TEMPLATE_FIELDS);
      if (Object.keys(changes).length === 0) return toRequirementTemplate(current);
      const [row] = await tx
        .update(requirementTemplates)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(requirementTemplates.id, id))
        .returning();
      await recordAudit(tx, {
        organizationId,
        action: 'requirement_template.updated',
        target: { type: 'requirement_template', id },
        changes,
      });
      return toRequirementTemplate(row!);
    });
  } catch (err) {
    if (input.name && isUniqueViolation(err, 'requirement_templates_organization_id_name_key'))
      throw nameTaken(input.name);
    throw err;
  }
}

export async function deleteRequirementTemplate(db: Db, organizationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findRequirementTemplate(tx, organizationId, id, true);
    await tx.delete(requirementTemplates).where(eq(requirementTemplates.id, id));
    await recordAudit(tx, {
      organizationId,
      action: 'requirement_template.deleted',
      target: { type: 'requirement_template', id },
      changes: diff(current, null, ['name']),
    });
  });
}
