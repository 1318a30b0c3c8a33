// A project's budget against its spending on the portal (docs/post-award.md#on-the-portal): shown only when the
// token holds VIEW_BUDGETS and the project has a budget. Amounts are exact (integer cents formatted as decimals).
import type { Budget } from '~/server/post-award/budgets';
import { BUDGET_CATEGORY_LABEL, formatCents, formatPercent } from '../../_components/budget/money';

export function PortalBudget({ projectName, budget }: { projectName: string; budget: Budget }) {
  const { currency, totals } = budget;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm" data-testid="portal-budget">
        <caption className="mb-1 text-left font-semibold">{`Budget of ${projectName} against spending`}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              Category
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Budgeted
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Spent
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Remaining
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Spent %
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {budget.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {BUDGET_CATEGORY_LABEL[line.category]}
                {line.description && <span className="text-slate-600"> · {line.description}</span>}
              </th>
              <td className="py-1 pr-3 text-right">{formatCents(line.amountCents, currency)}</td>
              <td className="py-1 pr-3 text-right">{formatCents(line.spentCents, currency)}</td>
              <td className={`py-1 pr-3 text-right ${line.remainingCents < 0 ? 'font-semibold text-red-800' : ''}`}>
                {formatCents(line.remainingCents, currency)}
              </td>
              <td className="py-1 text-right">{formatPercent(line.percentSpent)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold tabular-nums">
          <tr>
            <th scope="row" className="py-1 pr-3 text-left">
              Total
            </th>
            <td className="py-1 pr-3 text-right">{formatCents(totals.budgetedCents, currency)}</td>
            <td className="py-1 pr-3 text-right">{formatCents(totals.spentCents, currency)}</td>
            <td className="py-1 pr-3 text-right">{formatCents(totals.remainingCents, currency)}</td>
            <td className="py-1 text-right" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
