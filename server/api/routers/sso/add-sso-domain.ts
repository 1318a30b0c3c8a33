import { addSsoDomain } from '~/server/sso/domains';
import { ssoProcedure } from './sso-procedure';
import { ZSsoDomainRequest } from './sso.schema';

/** A pending domain and the TXT record to publish on it. */
export const addSsoDomainProcedure = ssoProcedure
  .input(ZSsoDomainRequest)
  .mutation(({ ctx, input }) => addSsoDomain(ctx.db, ctx.organizationId, input.domain));
