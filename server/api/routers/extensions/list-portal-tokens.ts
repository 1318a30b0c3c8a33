import { listPortalTokens } from '~/server/auth/list-credentials';
import { extensionsProcedure } from './extensions-procedure';

export const listPortalTokensProcedure = extensionsProcedure.query(({ ctx }) =>
  listPortalTokens(ctx.db, ctx.scope.organizationId),
);
