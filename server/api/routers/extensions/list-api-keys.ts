import { listApiKeys } from '~/server/auth/list-credentials';
import { extensionsProcedure } from './extensions-procedure';

/** Live and test keys together (in live mode), newest first. */
export const listApiKeysProcedure = extensionsProcedure.query(async ({ ctx }) => {
  const lists = await Promise.all(ctx.scope.organizationIds.map((id) => listApiKeys(ctx.db, id)));
  return lists.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
});
