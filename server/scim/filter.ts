// The `filter` of GET /scim/v2/Users (docs/sso.md#scim-provisioning). Parsed by scim2-parse-filter (RFC 7644 section 3.4.2.2
// grammar); of what it parses, only the lookups identity providers make before creating a user are answered:
// `userName eq "…"`, `externalId eq "…"` and `emails.value eq "…"`. Anything else is 400 invalidFilter.
import { parse } from 'scim2-parse-filter';
import { ScimError } from './errors';

export type UserLookup = { attribute: 'userName' | 'externalId' | 'email'; value: string };

const ATTRIBUTES: Record<string, UserLookup['attribute']> = {
  username: 'userName',
  externalid: 'externalId',
  'emails.value': 'email',
  emails: 'email', // `emails eq "x"` compares the multi-valued attribute's primary sub-attribute, value
};

const USER_SCHEMA_PREFIX = 'urn:ietf:params:scim:schemas:core:2.0:user:';

/** The longest filter read: a lookup is one attribute and one address. */
const MAX_FILTER_LENGTH = 1000;

const invalidFilter = (detail: string) => new ScimError(400, detail, 'invalidFilter');

export function parseUserFilter(text: string): UserLookup {
  if (text.length > MAX_FILTER_LENGTH) throw invalidFilter(`filter is longer than ${MAX_FILTER_LENGTH} characters`);
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(text);
  } catch {
    throw invalidFilter('filter is not a valid SCIM filter expression');
  }
  if (ast.op !== 'eq') {
    throw invalidFilter('Only "userName eq", "externalId eq" and "emails.value eq" filters are supported');
  }
  let path = ast.attrPath.toLowerCase();
  // The attribute may be written with its schema URN (`urn:…:core:2.0:User:userName`); attribute names are
  // case-insensitive (RFC 7643 section 2.1).
  if (path.startsWith(USER_SCHEMA_PREFIX)) path = path.slice(USER_SCHEMA_PREFIX.length);
  const attribute = ATTRIBUTES[path];
  if (!attribute) throw invalidFilter(`Filtering on "${ast.attrPath.slice(0, 100)}" is not supported`);
  if (typeof ast.compValue !== 'string') throw invalidFilter('The compared value must be a string');
  return { attribute, value: ast.compValue };
}
