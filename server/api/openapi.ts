// The OpenAPI 3.1 document of /api/v1: generated from the procedures' metadata and schemas (each operation declared
// beside its procedure with restOperation, server/api/openapi/operation.ts), then completed with what every operation
// shares into the contract of what the API answers (server/api/openapi/contract.ts).
import { generateOpenApiDocument } from 'trpc-to-openapi';
import pkg from '~/package.json' with { type: 'json' };
import { publicBaseUrl } from '../env';
import { applyContract } from './openapi/contract';
import { restProcedures } from './openapi/operation';
import { appRouter } from './root';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  cached ??= applyContract(
    generateOpenApiDocument(appRouter, {
      title: 'Grant Management Service API',
      version: pkg.version,
      baseUrl: '/api/v1',
      description: [
        'Grants matched to your missions, your pursuit pipeline, funded projects and reports.',
        '',
        "Authenticate with an API key in `X-API-Key`, a Bearer token (a member's Firebase ID token, or a read-only " +
          'portal token), or a portal token as `?token=` on `GET`. Every error is the same JSON body (`Error`); ' +
          'every `GET` answer has a strong `ETag` for conditional requests; every `POST` takes an `Idempotency-Key`. ' +
          'Beyond the operations below, an unknown path answers `404 NOT_FOUND` and a known path with another ' +
          'method `405 METHOD_NOT_ALLOWED` with an `Allow` header, both in the `Error` body. This document is ' +
          'served at `GET /api/v1/openapi.json` (public, `Cache-Control: public, max-age=300`, with an `ETag`).',
      ].join('\n'),
      // This deployment's own documentation page (the address it is configured to be reached at).
      contact: { name: 'Grant Management Service API', url: `${publicBaseUrl()}/docs` },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    }) as unknown as Record<string, unknown>,
    Object.fromEntries(restProcedures(appRouter).map((p) => [p.operationId, p.rest])),
  ) as unknown as OpenApiDocument;
  return cached;
}
