// The OpenAPI 3 document of /api/v1, generated from the procedures' metadata.
import { generateOpenApiDocument } from 'trpc-to-openapi';
import pkg from '~/package.json' with { type: 'json' };
import { appRouter } from './root';

let cached: ReturnType<typeof generateOpenApiDocument> | undefined;

export function openApiDocument(baseUrl = '/api/v1') {
  cached ??= generateOpenApiDocument(appRouter, {
    title: 'Grant Management Service API',
    version: pkg.version,
    baseUrl,
    description:
      'Grants matched to your missions, your pursuit pipeline, funded projects and reports. ' +
      'Authenticate with an API key in `X-API-Key`, or a Bearer token (portal token or identity-provider ID token).',
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
    },
    tags: ['System', 'Grants', 'Missions', 'Events'],
  });
  return cached;
}
