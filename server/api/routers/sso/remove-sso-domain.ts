import { removeSsoDomain } from '~/server/sso/domains';
import { ssoProcedure } from './sso-procedure';
import { ZSsoDomainIdRequest } from './sso.schema';

export const removeSsoDomainProcedure = ssoProcedure
  .input(ZSsoDomainIdRequest)
  .mutation(({ ctx, input }) => removeSsoDomain(ctx.db, ctx.organizationId, input.id));
