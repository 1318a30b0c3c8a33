import { ssoSettings } from '~/server/sso/connections';
import { ssoProcedure } from './sso-procedure';

/** The connection (never its secret), the redirect URI, the domains with their TXT records, the roles JIT may give. */
export const getSsoSettingsProcedure = ssoProcedure.query(({ ctx }) => ssoSettings(ctx.db, ctx.organizationId));
