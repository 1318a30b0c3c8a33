import { verifySsoDomain } from '~/server/sso/domains';
import { ssoProcedure } from './sso-procedure';
import { ZSsoDomainIdRequest } from './sso.schema';

/** Looks the TXT record up now (DNS_SERVERS); verified, or a 4xx saying it is not there yet. */
export const verifySsoDomainProcedure = ssoProcedure
  .input(ZSsoDomainIdRequest)
  .mutation(({ ctx, input }) => verifySsoDomain(ctx.db, ctx.organizationId, input.id));
