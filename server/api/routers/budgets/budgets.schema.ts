// /api/v1/projects/{id}/budget and /expenses (docs/post-award.md): a funded project's budget and what it has spent.
// The operations with their request and response schemas (procedures in procedures.ts, examples in
// budgets.examples.ts).
import { z } from 'zod';
import { BUDGET_ALERT_KINDS, BUDGET_CATEGORIES } from '~/db/schema';
import { MAX_BUDGET_LINES } from '~/server/post-award/budgets';
import { MAX_IMPORT_BYTES } from '~/server/post-award/expense-import';
import { MAX_AMOUNT_CENTS } from '~/server/money';
import { PROJECT_ID } from '../../openapi/example-story';
import { restOperation } from '../../openapi/operation';
import { paginatedResponse, ZPaginationQuery } from '../../pagination';
import { ZDate, ZId, ZText, ZTimestamp } from '../../schemas';
import {
  budget,
  budgetRevised,
  budgetRevisionRequest,
  expenseCreated,
  expenseCreateRequest,
  expenseDeleted,
  expenseImportCsv,
  expenseImportPreview,
  expensesList,
} from './budgets.examples';

const CENTS_RULE = `an integer number of cents, at most ${MAX_AMOUNT_CENTS} in size (no fractions, no strings)`;

/** Cents as the API takes them: a JSON integer, never a float or a string. */
const ZCents = (min: number) =>
  z
    .number({ error: `must be ${CENTS_RULE}` })
    .int(`must be ${CENTS_RULE}`)
    .min(min, `must be ≥ ${min}`)
    .max(MAX_AMOUNT_CENTS, `must be ≤ ${MAX_AMOUNT_CENTS}`);

/** An amount the server computed: an integer number of cents. */
const ZCentsOut = z.number().int();

const ZPercent = z
  .number()
  .nullable()
  .describe('A percentage to two decimals, rounded half to even from integers; null when its base is zero');

const ZCategory = z.enum(BUDGET_CATEGORIES).describe('The SF-424A object class category');

export const ZBudgetLine = z
  .object({
    id: ZId,
    category: ZCategory,
    description: z.string(),
    amountCents: ZCentsOut.describe('Budgeted, in cents'),
    periodStart: ZDate.nullable(),
    periodEnd: ZDate.nullable(),
    spentCents: ZCentsOut.describe('The sum of its expenses (refunds are negative), in cents'),
    remainingCents: ZCentsOut.describe('amountCents − spentCents'),
    percentSpent: ZPercent.describe('100 × spentCents / amountCents, to two decimals (half to even); null at zero'),
  })
  .meta({ id: 'BudgetLine' });

export const ZBudgetAlert = z
  .object({
    kind: z
      .enum(BUDGET_ALERT_KINDS)
      .describe(
        '`line_90` / `line_100`: a line reached 90 % / 100 % of its amount; `variance_over` / `variance_under`: the ' +
          'projected variance is beyond +15 % / −15 % of the award (of the total budgeted without an award)',
      ),
    threshold: z.number().int().describe('The threshold crossed, in percent: 90, 100, 15 or −15'),
    lineId: ZId.nullable().describe('The line of a line alert; null for the variance'),
    crossedAt: ZTimestamp.describe('When the threshold was crossed (the alert has been in force since)'),
    spentCents: ZCentsOut.describe("The line's spent amount (the project's total for the variance) when crossed"),
    projectedVarianceCents: ZCentsOut.nullable().describe('The projected variance when crossed; null for a line alert'),
  })
  .meta({ id: 'BudgetAlert' });

export const ZBudget = z
  .object({
    projectId: ZId,
    revision: z.number().int().min(0).describe('The current revision: 0 before the first budget, then 1, 2, …'),
    currency: z.string(),
    awardAmountCents: ZCentsOut.nullable().describe("The project's award, in cents; null if none was recorded"),
    lines: z.array(ZBudgetLine),
    totals: z.object({
      budgetedCents: ZCentsOut,
      spentCents: ZCentsOut,
      remainingCents: ZCentsOut,
    }),
    elapsedPercent: ZPercent.describe(
      "The share of the project period's days (both ends included) begun by today (UTC), to two decimals; null " +
        'without a start and end date',
    ),
    burnRate: ZCentsOut.nullable().describe(
      'Cents spent per elapsed day, rounded half to even; null without a period or before it starts',
    ),
    projectedSpendCents: ZCentsOut.nullable().describe(
      'burnRate × the days of the period; null with no burn rate, or beyond 2^53 − 1 cents',
    ),
    projectedVarianceCents: ZCentsOut.nullable().describe(
      'projectedSpendCents − totals.budgetedCents: above zero, the pace overspends; null with no projection',
    ),
    alerts: z
      .array(ZBudgetAlert)
      .describe(
        'The alerts in force, oldest crossing first: each fired once when crossed, and gone once the budget is back ' +
          'within its threshold (a later crossing fires again)',
      ),
    dailySpending: z
      .array(
        z.object({
          date: ZDate,
          spentCents: ZCentsOut.nullable().describe(
            'The sum of the expenses dated that day (refunds are negative), in cents; null beyond 2^53 − 1 cents, ' +
              'which only offsetting charges on other days allow',
          ),
        }),
      )
      .describe(
        'Spending per day, in date order, days without expenses left out: what a burn line is drawn from, without ' +
          'reading every expense',
      ),
  })
  .meta({ id: 'Budget' });

export const ZProjectIdRequest = z.object({ id: ZId });

const ZBudgetLineInput = z.object({
  id: ZId.optional().describe("A current line's id keeps the line and its expenses; none adds a line"),
  category: ZCategory,
  description: ZText(500),
  amountCents: ZCents(0).describe(`Budgeted: ${CENTS_RULE}, not negative`),
  periodStart: ZDate.nullable().optional(),
  periodEnd: ZDate.nullable().optional().describe('Not before periodStart'),
});

export const ZReplaceBudgetRequest = z.object({
  id: ZId,
  lines: z.array(ZBudgetLineInput).max(MAX_BUDGET_LINES, `at most ${MAX_BUDGET_LINES} lines`),
});

export const ZExpense = z
  .object({
    id: ZId,
    projectId: ZId,
    budgetLineId: ZId,
    date: ZDate,
    amountCents: ZCentsOut.describe('In cents; negative for a refund or a correction'),
    vendor: z.string().nullable(),
    description: z.string().nullable(),
    reference: z.string().nullable().describe("The accounting system's id for it: unique within the project"),
    documentId: ZId.nullable().describe('The receipt or invoice, a document of the organization'),
    createdAt: ZTimestamp,
  })
  .meta({ id: 'Expense' });

export const ZListExpensesRequest = ZPaginationQuery.extend({ id: ZId });

export const ZCreateExpenseRequest = z.object({
  id: ZId,
  budgetLineId: ZId.describe("A line of the project's current budget"),
  date: ZDate.describe("Within the project's period"),
  amountCents: ZCents(-MAX_AMOUNT_CENTS)
    .refine((n) => n !== 0, 'must not be zero')
    .describe(`${CENTS_RULE}; negative for a refund or a correction, never zero`),
  vendor: ZText(200).optional(),
  description: ZText(1000).optional(),
  reference: ZText(100).optional().describe("The accounting system's id for it: a second expense with it is refused"),
  documentId: ZId.optional().describe('A document of the organization: the receipt or invoice'),
});

export const ZDeleteExpenseRequest = z.object({ id: ZId, expenseId: ZId });
export const ZDeleteExpenseResponse = z.object({ id: ZId, deleted: z.literal(true) });

export const ZImportedRow = z
  .object({
    row: z.number().int().min(2).describe('The row as a spreadsheet numbers it: the header is row 1'),
    outcome: z
      .enum(['create', 'skip'])
      .describe('create: a new expense; skip: its reference is already recorded in the project'),
    date: ZDate,
    amountCents: ZCentsOut.describe('In cents; negative for a refund or a credit'),
    budgetLineId: ZId.describe('The line it is charged to: its budgetLineId, or the one line of its category'),
    vendor: z.string().nullable(),
    description: z.string().nullable(),
    reference: z.string().nullable(),
    existingExpenseId: ZId.optional().describe('A skipped row: the expense already recorded with its reference'),
  })
  .meta({ id: 'ImportedExpenseRow' });

export const ZImportExpensesRequest = z.object({ id: ZId });

export const ZImportExpensesResponse = z
  .object({
    dryRun: z.boolean(),
    created: z.number().int().min(0).describe('Rows written as expenses (in a dry run: that would be)'),
    skipped: z.number().int().min(0).describe('Rows skipped: their reference is already recorded in the project'),
    totalCents: ZCentsOut.describe("The sum of the created rows' amounts, in cents"),
    rows: z
      .array(ZImportedRow)
      .optional()
      .describe("A dry run only: the first 1,000 rows' outcomes, in file order, to preview the import"),
    rowsOmitted: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('A dry run of a file with more rows than `rows` lists: how many more'),
  })
  .meta({ id: 'ExpenseImport' });

/** The media types a CSV import is taken in (docs/post-award.md#csv-import). */
export const IMPORT_CONTENT_TYPES = ['text/csv', 'application/csv', 'text/plain'] as const;

const tags = ['Budgets'];

export const getBudgetOperation = restOperation({
  method: 'GET',
  path: '/projects/{id}/budget',
  tags,
  summary: "A project's budget and how much of it is spent",
  description:
    'The current budget lines, each with what its expenses add up to, and the figures of the whole: totals, the ' +
    "share of the project period elapsed, the burn rate and where it leads by the period's end. Every amount is an " +
    'integer number of cents. `alerts` lists the budget alerts in force: a line at 90 % or 100 % of its amount, or ' +
    'the projected variance beyond ±15 % of the award once a quarter of the period has passed. A project without a ' +
    'budget answers revision 0 and no lines.',
  protect: true,
  portal: true,
  input: ZProjectIdRequest,
  output: ZBudget,
  errors: ['NOT_FOUND'],
  example: { summary: 'Three weeks into the project, with payroll and a refund recorded', response: budget },
});

export const replaceBudgetOperation = restOperation({
  method: 'PUT',
  path: '/projects/{id}/budget',
  tags,
  summary: "Replace a project's budget",
  description:
    'Sets the budget to these lines, as a new revision (every revision is kept). Send the `id` of a current line ' +
    'to keep it with its expenses; a current line left out is removed, unless expenses are charged to it ' +
    "(`409 CONFLICT`). Lines adding up to more than the project's award are refused with `422 BUDGET_EXCEEDS_AWARD`.",
  protect: true,
  input: ZReplaceBudgetRequest,
  output: ZBudget,
  errors: ['NOT_FOUND', 'CONFLICT', 'BUDGET_EXCEEDS_AWARD'],
  example: {
    summary: 'Move $5,000 from supplies to travel, keeping every line',
    request: budgetRevisionRequest,
    response: budgetRevised,
  },
});

export const listExpensesOperation = restOperation({
  method: 'GET',
  path: '/projects/{id}/expenses',
  tags,
  summary: "A project's expenses, by date",
  description: "The project's expenses and refunds, oldest first (then by id).",
  protect: true,
  portal: true,
  input: ZListExpensesRequest,
  output: paginatedResponse(ZExpense),
  errors: ['NOT_FOUND'],
  example: { summary: 'The first three weeks: supplies, their partial refund and payroll', response: expensesList },
});

export const createExpenseOperation = restOperation({
  method: 'POST',
  path: '/projects/{id}/expenses',
  tags,
  summary: 'Record an expense (accepts Idempotency-Key)',
  description:
    "Charges an amount to a line of the project's current budget (`400` naming `budgetLineId` otherwise); a " +
    'negative amount is a refund or a correction. A date outside the project period is ' +
    '`422 EXPENSE_OUTSIDE_PERIOD`; a `reference` already recorded in the project is `409 CONFLICT` naming the ' +
    'expense that has it; a `documentId` not of the organization is `404`. Accepts `Idempotency-Key`. An expense ' +
    'that crosses a budget alert threshold fires the alert once (the bell and email of budget managers, the ' +
    '`budget.threshold_crossed` event).',
  protect: true,
  input: ZCreateExpenseRequest,
  output: ZExpense,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'EXPENSE_OUTSIDE_PERIOD', 'IDEMPOTENCY_CONFLICT'],
  example: {
    summary: 'Payroll for the first half of September',
    request: expenseCreateRequest,
    response: expenseCreated,
  },
});

export const deleteExpenseOperation = restOperation({
  method: 'DELETE',
  path: '/projects/{id}/expenses/{expenseId}',
  tags,
  summary: 'Delete an expense',
  description:
    'Removes an expense recorded in error; its line’s spent amount drops by it at once. Deleting a refund that would ' +
    'take the sums past ±10^15 cents is `409 CONFLICT`.',
  protect: true,
  input: ZDeleteExpenseRequest,
  output: ZDeleteExpenseResponse,
  errors: ['NOT_FOUND', 'CONFLICT'],
  // The answer names the expense, not its project.
  example: {
    summary: 'Delete an expense recorded twice',
    response: expenseDeleted,
    pathParams: { id: PROJECT_ID, expenseId: expenseDeleted.id },
  },
});

export const importExpensesOperation = restOperation({
  method: 'POST',
  path: '/projects/{id}/expenses/import',
  tags,
  summary: 'Import expenses from a CSV file (accepts Idempotency-Key)',
  description:
    'The body is the CSV file itself (`Content-Type: text/csv`, `application/csv` or `text/plain`, UTF-8; anything ' +
    `else is \`415\`), at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MiB (\`413\`). A header row names the columns, in any ` +
    'order, case and spacing ignored: `date` (YYYY-MM-DD or MM/DD/YYYY), `amount` (`1234.56`, `$1,234.56`, ' +
    '`-12.00`, `(1,234.56)`), `category` or `budgetLineId`, and optionally `vendor`, `description`, `reference`. ' +
    "A row's line is its `budgetLineId` (a line of the current budget) or the one line of its `category`. " +
    'All or nothing: any bad row (unreadable, an unknown or ambiguous line, a date outside the project period, a ' +
    'reference given twice in the file, sums past ±10^15 cents) is `422 EXPENSE_IMPORT_INVALID` listing every bad ' +
    'row, and nothing is written. Rows whose `reference` the project already has are skipped and counted. An empty ' +
    "file, a header alone or binary data is `400`. With `dryRun=true` nothing is written and every row's outcome is " +
    'answered in `rows`. Accepts `Idempotency-Key` (the file is part of what the key names).',
  protect: true,
  input: ZImportExpensesRequest,
  output: ZImportExpensesResponse,
  errors: [
    'NOT_FOUND',
    'CONFLICT',
    'EXPENSE_IMPORT_INVALID',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'IDEMPOTENCY_CONFLICT',
  ],
  textBody: {
    contentTypes: IMPORT_CONTENT_TYPES,
    description: 'The CSV file, UTF-8 (a byte-order mark is allowed), with a header row.',
    example: expenseImportCsv,
    query: [
      {
        name: 'dryRun',
        in: 'query',
        required: false,
        description: '`true`: check and preview every row, write nothing. Default `false`.',
        schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
      },
    ],
  },
  // The JSON input is empty: the file is the body (textBody, above).
  example: {
    summary: "A dry run of the ERP's September export: one row already recorded, two new",
    request: {},
    response: expenseImportPreview,
    pathParams: { id: PROJECT_ID },
  },
});
