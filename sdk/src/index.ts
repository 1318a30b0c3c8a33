// The public API of the TypeScript SDK for /api/v1 (see sdk/README.md).
export {
  apiBaseUrl,
  createGmsClient,
  GmsApiError,
  retryDelayMs,
  type DocumentBlob,
  type DocumentDetail,
  type DocumentDownload,
  type DocumentFileInfo,
  type DocumentVersionInput,
  type DownloadOptions,
  type ExpenseImport,
  type ImportExpensesOptions,
  type GmsClient,
  type GmsClientOptions,
  type GmsErrorBody,
  type GmsErrorCode,
  type GmsErrorIssue,
  type GmsMethod,
  type GmsRowError,
  type KnownErrorCode,
  type ListItem,
  type ListPath,
  type PaginateOptions,
  type Pagination,
  type PathsWith,
  type RetryOptions,
  type UploadDocumentInput,
  type UploadFile,
  type UploadOptions,
} from './client.js';
export {
  verifyServiceSignature,
  verifyStandardSignature,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
  type WebhookCheck,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookHeaders,
} from './webhooks.js';
export type { components, operations, paths } from './openapi.js';

import type { components } from './openapi.js';
/** A resource of the API by its schema name, e.g. `Schema<'Pursuit'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
