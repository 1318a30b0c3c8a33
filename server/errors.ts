// One error type for the domain and the one mapping to HTTP status + the error body (docs/api.md#errors).
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  AMBIGUOUS_CREDENTIALS: 400,
  ORGANIZATION_REQUIRED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  READ_ONLY_CREDENTIAL: 403,
  IP_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  REQUIREMENTS_INCOMPLETE: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  STORAGE_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUDGET_EXCEEDS_AWARD: 422,
  EXPENSE_OUTSIDE_PERIOD: 422,
  EXPENSE_IMPORT_INVALID: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorIssue {
  path: string;
  message: string;
}

/** A bad row of an imported file (docs/post-award.md#csv-import): the spreadsheet row, the column, what is wrong. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** The rows an error body lists at most; the rest are counted in `errorsOmitted`. */
export const MAX_ROW_ERRORS = 1000;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  requestId: string;
  issues?: ErrorIssue[];
  errors?: RowError[];
  errorsOmitted?: number;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      issues?: ErrorIssue[];
      headers?: Record<string, string>;
      /** EXPENSE_IMPORT_INVALID: every bad row (at most MAX_ROW_ERRORS of them) and how many more there were. */
      rows?: { errors: RowError[]; omitted: number };
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string,
  issues?: ErrorIssue[],
  rows?: { errors: RowError[]; omitted: number },
): ErrorBody {
  const body: ErrorBody = issues?.length
    ? { error: message, code, requestId, issues }
    : { error: message, code, requestId };
  if (rows) {
    body.errors = rows.errors;
    body.errorsOmitted = rows.omitted;
  }
  return body;
}

/** "limit: Too big…; offset: …" — a readable one-line summary naming each parameter. */
export function describeIssues(issues: ErrorIssue[]): string {
  const parts = issues.slice(0, 5).map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
  return `Validation failed: ${parts.join('; ')}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}`;
}
