// SCIM's discovery resources (RFC 7644 section 4): what this service provider supports, minimal but valid, for identity
// providers that read them before provisioning (docs/sso.md#scim-provisioning).
import { MAX_PAGE, USER_SCHEMA } from './users';

const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/docs`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: "The organization's SCIM token, created in Settings → Single sign-on",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function userResourceType(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A member of the organization',
    schema: USER_SCHEMA,
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  };
}

const attribute = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

export function userSchema(baseUrl: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    id: USER_SCHEMA,
    name: 'User',
    description: 'A member of the organization; userName is the email address',
    attributes: [
      attribute('userName', { required: true, uniqueness: 'server', mutability: 'immutable' }),
      attribute('externalId', { caseExact: true }),
      attribute('displayName'),
      attribute('name', {
        type: 'complex',
        subAttributes: [attribute('formatted'), attribute('givenName'), attribute('familyName')],
      }),
      attribute('emails', {
        type: 'complex',
        multiValued: true,
        subAttributes: [attribute('value'), attribute('type'), attribute('primary', { type: 'boolean' })],
      }),
      attribute('active', { type: 'boolean' }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
  };
}

export const listOf = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});
