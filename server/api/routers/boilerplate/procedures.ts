// /api/v1/boilerplate (docs/applications.md#boilerplate-library): VIEW_PURSUITS reads the library, MANAGE_PURSUITS
// changes it. The operations, schemas and examples are in boilerplate.schema.ts.
import {
  createBoilerplate,
  deleteBoilerplate,
  getBoilerplate,
  getBoilerplateVersion,
  listBoilerplate,
  updateBoilerplate,
} from '~/server/applications/boilerplate';
import { paginate } from '../../pagination';
import { withPermission } from '../../trpc';
import {
  createBoilerplateOperation,
  deleteBoilerplateOperation,
  getBoilerplateOperation,
  getBoilerplateVersionOperation,
  listBoilerplateOperation,
  updateBoilerplateOperation,
} from './boilerplate.schema';

export const listBoilerplateProcedure = withPermission('VIEW_PURSUITS')
  .meta(listBoilerplateOperation.meta)
  .input(listBoilerplateOperation.input)
  .output(listBoilerplateOperation.output)
  .query(async ({ ctx, input: { tag, ...input } }) => {
    const { data, total } = await listBoilerplate(ctx.db, ctx.principal.organizationId, { ...input, tags: tag });
    return paginate(data, total, input);
  });

export const getBoilerplateProcedure = withPermission('VIEW_PURSUITS')
  .meta(getBoilerplateOperation.meta)
  .input(getBoilerplateOperation.input)
  .output(getBoilerplateOperation.output)
  .query(({ ctx, input }) => getBoilerplate(ctx.db, ctx.principal.organizationId, input.id));

export const getBoilerplateVersionProcedure = withPermission('VIEW_PURSUITS')
  .meta(getBoilerplateVersionOperation.meta)
  .input(getBoilerplateVersionOperation.input)
  .output(getBoilerplateVersionOperation.output)
  .query(({ ctx, input }) => getBoilerplateVersion(ctx.db, ctx.principal.organizationId, input.id, input.version));

export const createBoilerplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(createBoilerplateOperation.meta)
  .input(createBoilerplateOperation.input)
  .output(createBoilerplateOperation.output)
  .mutation(async ({ ctx, input }) => {
    const created = await createBoilerplate(ctx.db, ctx.principal.organizationId, input);
    ctx.response.status = 201;
    return created;
  });

export const updateBoilerplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(updateBoilerplateOperation.meta)
  .input(updateBoilerplateOperation.input)
  .output(updateBoilerplateOperation.output)
  .mutation(({ ctx, input: { id, ...changes } }) =>
    updateBoilerplate(ctx.db, ctx.principal.organizationId, id, changes),
  );

export const deleteBoilerplateProcedure = withPermission('MANAGE_PURSUITS')
  .meta(deleteBoilerplateOperation.meta)
  .input(deleteBoilerplateOperation.input)
  .output(deleteBoilerplateOperation.output)
  .mutation(({ ctx, input }) => deleteBoilerplate(ctx.db, ctx.principal.organizationId, input.id));
