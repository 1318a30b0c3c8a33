// The budget of the example story's project (server/api/openapi/example-story.ts): $385,000 awarded for 2026-09-01 to
// 2027-08-31 (365 days), read on 2026-09-21 (21 days begun). Supplies bought, part of them returned, and the first
// payroll recorded by the ERP. Every figure is what server/post-award/figures.ts computes (budgets.examples.test.ts).
import type { z } from 'zod';
import type { Body, Page } from '../../openapi/operation';
import { PROJECT_ID } from '../../openapi/example-story';
import type {
  ZBudget,
  ZCreateExpenseRequest,
  ZDeleteExpenseResponse,
  ZExpense,
  ZImportExpensesResponse,
  ZReplaceBudgetRequest,
} from './budgets.schema';

const PERSONNEL_LINE_ID = '6af7b739-c988-4cc1-860b-c14eb0e7ce87';
const FRINGE_LINE_ID = '3d13c978-abf0-47ba-a7db-7da87209cf56';
const TRAVEL_LINE_ID = '1030840a-192b-4e32-b80b-db2464286a4e';
export const SUPPLIES_LINE_ID = '8a8566d6-2147-42cd-bff8-8ef0f31d07ca';
const CONTRACTUAL_LINE_ID = '88650908-6178-40ac-a26a-d500bc2d6866';
const OTHER_LINE_ID = '8df30d84-c3f1-4cbc-9271-08f0c306775c';
const INDIRECT_LINE_ID = '749ef7dc-13ba-4f2a-a8cd-a82be69feb55';
const SUPPLIES_EXPENSE_ID = '70eec26c-3b99-4415-b900-c0330015ed62';
const REFUND_EXPENSE_ID = '3ef52801-3c6e-41da-9166-e90d660bab29';
const PAYROLL_EXPENSE_ID = 'dfc4247d-479f-4b42-8a21-8f884a521a45';
const DUPLICATE_EXPENSE_ID = '86e1fd45-1779-4a42-84b4-7313f93330c8';
const WORKBOOKS_DOCUMENT_ID = 'f744899e-8d19-4f22-a1e9-820ff1115e52';

type Line = z.output<typeof ZBudget>['lines'][number];
const unspent = (line: Omit<Line, 'spentCents' | 'remainingCents' | 'percentSpent'>): Line => ({
  ...line,
  spentCents: 0,
  remainingCents: line.amountCents,
  percentSpent: 0,
});
const YEAR = { periodStart: null, periodEnd: null };

const personnel: Line = {
  id: PERSONNEL_LINE_ID,
  category: 'personnel',
  description: 'Adult literacy coordinator, 0.5 FTE',
  amountCents: 15_000_000,
  ...YEAR,
  spentCents: 625_000,
  remainingCents: 14_375_000,
  percentSpent: 4.17,
};
const fringe = unspent({
  id: FRINGE_LINE_ID,
  category: 'fringe_benefits',
  description: 'Fringe benefits at 28% of personnel',
  amountCents: 4_200_000,
  ...YEAR,
});
const travel = unspent({
  id: TRAVEL_LINE_ID,
  category: 'travel',
  description: 'Tutor travel to county sites',
  amountCents: 1_800_000,
  ...YEAR,
});
const supplies: Line = {
  id: SUPPLIES_LINE_ID,
  category: 'supplies',
  description: 'Workbooks and reading materials',
  amountCents: 2_500_000,
  periodStart: '2026-09-01',
  periodEnd: '2027-02-28',
  spentCents: 171_750,
  remainingCents: 2_328_250,
  percentSpent: 6.87,
};
const contractual = unspent({
  id: CONTRACTUAL_LINE_ID,
  category: 'contractual',
  description: 'External evaluation',
  amountCents: 6_000_000,
  ...YEAR,
});
const other = unspent({
  id: OTHER_LINE_ID,
  category: 'other',
  description: 'Childcare stipends for learners',
  amountCents: 6_050_000,
  ...YEAR,
});
const indirect = unspent({
  id: INDIRECT_LINE_ID,
  category: 'indirect_charges',
  description: 'De minimis indirect costs',
  amountCents: 2_950_000,
  ...YEAR,
});

/** Burn: 796,750 cents over 21 days is 37,940.48 a day, 37,940 rounded; × 365 days = 13,848,100. */
export const budget: z.output<typeof ZBudget> = {
  projectId: PROJECT_ID,
  revision: 1,
  currency: 'USD',
  awardAmountCents: 38_500_000,
  lines: [personnel, fringe, travel, supplies, contractual, other, indirect],
  totals: { budgetedCents: 38_500_000, spentCents: 796_750, remainingCents: 37_703_250 },
  elapsedPercent: 5.75,
  burnRate: 37_940,
  projectedSpendCents: 13_848_100,
  projectedVarianceCents: -24_651_900,
  alerts: [],
  dailySpending: [
    { date: '2026-09-10', spentCents: 184_250 },
    { date: '2026-09-15', spentCents: 625_000 },
    { date: '2026-09-18', spentCents: -12_500 },
  ],
};

/** Every line kept by its id; $5,000 moves from supplies to travel. */
export const budgetRevisionRequest = {
  lines: budget.lines.map(({ id, category, description, amountCents, periodStart, periodEnd }) => ({
    id,
    category,
    description,
    amountCents:
      id === SUPPLIES_LINE_ID ? amountCents - 500_000 : id === TRAVEL_LINE_ID ? amountCents + 500_000 : amountCents,
    periodStart,
    periodEnd,
  })),
} satisfies Body<typeof ZReplaceBudgetRequest, 'id'>;

export const budgetRevised: z.output<typeof ZBudget> = {
  ...budget,
  revision: 2,
  lines: [
    personnel,
    fringe,
    unspent({ ...travel, amountCents: 2_300_000 }),
    { ...supplies, amountCents: 2_000_000, remainingCents: 1_828_250, percentSpent: 8.59 },
    contractual,
    other,
    indirect,
  ],
};

const supplyOrder: z.output<typeof ZExpense> = {
  id: SUPPLIES_EXPENSE_ID,
  projectId: PROJECT_ID,
  budgetLineId: SUPPLIES_LINE_ID,
  date: '2026-09-10',
  amountCents: 184_250,
  vendor: 'Kentucky Book Supply',
  description: 'Workbooks for the fall cohort',
  reference: 'AP-10482',
  documentId: WORKBOOKS_DOCUMENT_ID,
  createdAt: '2026-09-10T16:41:09.000Z',
};
const refund: z.output<typeof ZExpense> = {
  id: REFUND_EXPENSE_ID,
  projectId: PROJECT_ID,
  budgetLineId: SUPPLIES_LINE_ID,
  date: '2026-09-18',
  amountCents: -12_500,
  vendor: 'Kentucky Book Supply',
  description: 'Refund: five workbooks returned damaged',
  reference: 'AP-10519',
  documentId: null,
  createdAt: '2026-09-18T13:05:44.000Z',
};

export const expenseCreateRequest = {
  budgetLineId: PERSONNEL_LINE_ID,
  date: '2026-09-15',
  amountCents: 625_000,
  vendor: 'Payroll',
  description: 'Coordinator salary, September 1–15',
  reference: 'PAY-2026-09-15',
} satisfies Body<typeof ZCreateExpenseRequest, 'id'>;

export const expenseCreated: z.output<typeof ZExpense> = {
  id: PAYROLL_EXPENSE_ID,
  projectId: PROJECT_ID,
  ...expenseCreateRequest,
  documentId: null,
  createdAt: '2026-09-15T22:00:12.000Z',
};

export const expensesList: Page<typeof ZExpense> = {
  data: [supplyOrder, expenseCreated, refund],
  pagination: { limit: 20, offset: 0, total: 3, hasMore: false },
};

export const expenseDeleted: z.output<typeof ZDeleteExpenseResponse> = { id: DUPLICATE_EXPENSE_ID, deleted: true };

/** The ERP's export of September, sent again with two new rows: its first row is already recorded (a dry run). */
export const expenseImportCsv = [
  'Date,Amount,Category,Vendor,Description,Reference',
  '09/10/2026,"$1,842.50",Supplies,Kentucky Book Supply,Workbooks for the fall cohort,AP-10482',
  '09/22/2026,$318.40,Travel,Bluegrass Fleet,"Mileage, county sites",AP-10544',
  '09/25/2026,(45.00),Supplies,Kentucky Book Supply,"Credit: ""damaged"" binders",AP-10551',
  '',
].join('\r\n');

export const expenseImportPreview: z.output<typeof ZImportExpensesResponse> = {
  dryRun: true,
  created: 2,
  skipped: 1,
  totalCents: 31_840 - 4_500,
  rows: [
    {
      row: 2,
      outcome: 'skip',
      date: '2026-09-10',
      amountCents: 184_250,
      budgetLineId: SUPPLIES_LINE_ID,
      vendor: 'Kentucky Book Supply',
      description: 'Workbooks for the fall cohort',
      reference: 'AP-10482',
      existingExpenseId: SUPPLIES_EXPENSE_ID,
    },
    {
      row: 3,
      outcome: 'create',
      date: '2026-09-22',
      amountCents: 31_840,
      budgetLineId: TRAVEL_LINE_ID,
      vendor: 'Bluegrass Fleet',
      description: 'Mileage, county sites',
      reference: 'AP-10544',
    },
    {
      row: 4,
      outcome: 'create',
      date: '2026-09-25',
      amountCents: -4_500,
      budgetLineId: SUPPLIES_LINE_ID,
      vendor: 'Kentucky Book Supply',
      description: 'Credit: "damaged" binders',
      reference: 'AP-10551',
    },
  ],
};
