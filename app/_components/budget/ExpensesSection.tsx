'use client';
// A funded project's expenses (docs/post-award.md#in-the-dashboard): the list, oldest first as the API pages it, and
// for managers a form to record one (dollars typed, read into integer cents as text), an import from a CSV file
// (ExpenseImport.tsx) and a confirmed delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTRPC } from '../../_trpc/react';
import { date, today } from '../format';
import { Button } from '../ui/Button';
import { Card, CardTitle } from '../ui/Card';
import { DataForm } from '../ui/DataForm';
import { ConfirmDialog, Dialog, DialogContent } from '../ui/Dialog';
import { Field, Input, Select } from '../ui/Input';
import { Pager } from '../ui/Pager';
import { Empty, ErrorState, Loading } from '../ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../ui/Table';
import { useToast } from '../ui/Toast';
import { cn } from '../ui/cn';
import { ExpenseImport } from './ExpenseImport';
import { lineName, useAllExpenses, type BudgetLine, type BudgetProject, type Expense } from './BudgetSection';
import { formatCents, parseDollars } from './money';

const PAGE = 20;

function ExpenseForm({ project, lines, onDone }: { project: BudgetProject; lines: BudgetLine[]; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = parseDollars(amount, { allowNegative: true });
  const amountError = touched && !parsed.ok ? parsed.error : null;
  const create = useMutation(
    trpc.budgets.expenses.create.mutationOptions({
      onSuccess: async (e) => {
        await queryClient.invalidateQueries({ queryKey: trpc.budgets.pathKey() });
        toast({
          title: e.amountCents < 0 ? 'Refund recorded' : 'Expense added',
          description: `${formatCents(e.amountCents, project.currency)} on ${date(e.date)}`,
        });
        onDone();
      },
    }),
  );
  const createError = create.error;
  const taken =
    createError?.data?.appCode === 'CONFLICT'
      ? createError.data.issues?.find((i) => i.path === 'reference')
      : undefined;
  // Read only when a reference is refused as taken, to name the expense it is recorded on.
  const all = useAllExpenses(project.id, taken !== undefined);
  const serverError = (() => {
    if (!createError) return null;
    if (taken) {
      const existing = all.data?.find((x) => taken.message.endsWith(x.id));
      if (existing)
        return `The reference ${existing.reference ?? ''} is already recorded: the expense of ${formatCents(existing.amountCents, project.currency)} on ${date(existing.date)}${existing.vendor ? ` (${existing.vendor})` : ''}, id ${existing.id}.`;
    }
    return createError.message;
  })();
  const text = (f: FormData, name: string) => String(f.get(name) ?? '').trim() || undefined;
  return (
    <DataForm
      onData={(f) => {
        setTouched(true);
        if (!parsed.ok) return;
        create.mutate({
          id: project.id,
          budgetLineId: String(f.get('budgetLineId')),
          date: String(f.get('date')),
          amountCents: parsed.cents,
          vendor: text(f, 'vendor'),
          description: text(f, 'description'),
          reference: text(f, 'reference'),
        });
      }}
    >
      <Field label="Budget line" htmlFor="expense-line">
        <Select id="expense-line" name="budgetLineId" required>
          {lines.map((l) => (
            <option key={l.id} value={l.id}>
              {lineName(l)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Date"
          htmlFor="expense-date"
          hint={
            project.startDate && project.endDate ? `${date(project.startDate)} – ${date(project.endDate)}` : undefined
          }
        >
          <Input
            id="expense-date"
            name="date"
            type="date"
            required
            defaultValue={today()}
            aria-describedby={project.startDate && project.endDate ? 'expense-date-hint' : undefined}
          />
        </Field>
        <Field
          label={`Amount (${project.currency})`}
          htmlFor="expense-amount"
          hint={amountError ?? 'In dollars and cents, such as 1250.00; a negative amount records a refund'}
        >
          <Input
            id="expense-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            value={amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby="expense-amount-hint"
            className="text-right"
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => setTouched(amount !== '')}
          />
        </Field>
      </div>
      <Field label="Vendor" htmlFor="expense-vendor">
        <Input id="expense-vendor" name="vendor" maxLength={200} />
      </Field>
      <Field label="Description" htmlFor="expense-description">
        <Input id="expense-description" name="description" maxLength={1000} />
      </Field>
      <Field label="Reference" htmlFor="expense-reference" hint="Your accounting system's id for it: recorded once">
        <Input id="expense-reference" name="reference" maxLength={100} aria-describedby="expense-reference-hint" />
      </Field>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Add expense'}
        </Button>
      </div>
    </DataForm>
  );
}

export function ExpensesSection({ project, canManage }: { project: BudgetProject; canManage: boolean }) {
  const trpc = useTRPC();
  const budget = useQuery(trpc.budgets.get.queryOptions({ id: project.id }));
  const lines = budget.data?.lines ?? [];
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [offset, setOffset] = useState(0);
  const list = useQuery(trpc.budgets.expenses.list.queryOptions({ id: project.id, limit: PAGE, offset }));
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const c = (cents: number) => formatCents(cents, project.currency);
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const remove = useMutation(
    trpc.budgets.expenses.delete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.budgets.pathKey() });
        toast({
          title: 'Expense deleted',
          description: deleting ? `${c(deleting.amountCents)} on ${date(deleting.date)}` : undefined,
        });
        setDeleting(null);
        // Deleting the one expense of the last page: show the page before.
        if (list.data?.data.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE));
      },
    }),
  );
  const total = list.data?.pagination.total ?? 0;

  return (
    <Card aria-labelledby="expenses-title" data-testid="expenses-section">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="expenses-title" className="mb-0">
          Expenses
        </CardTitle>
        {canManage && (
          <div className="flex flex-wrap gap-2" data-testid="expense-actions">
            <Button size="sm" variant="secondary" onClick={() => setImporting(true)} disabled={lines.length === 0}>
              <FileUp /> Import CSV
            </Button>
            <Button size="sm" onClick={() => setAdding(true)} disabled={lines.length === 0}>
              <Plus /> Add expense
            </Button>
          </div>
        )}
      </div>
      {canManage && lines.length === 0 && (
        <p className="mb-3 text-sm text-slate-600">Set a budget first: every expense is charged to one of its lines.</p>
      )}
      {list.isError ? (
        <ErrorState error={list.error} title="Could not load the expenses" />
      ) : list.isPending ? (
        <Loading label="Loading expenses…" />
      ) : total === 0 ? (
        <Empty title="No expenses yet">Spending recorded against the budget lines shows here.</Empty>
      ) : (
        <>
          <Table caption="Expenses, oldest first" data-testid="expenses">
            <THead>
              <tr>
                <TH>Date</TH>
                <TH>Budget line</TH>
                <TH className="text-right">Amount</TH>
                <TH>Vendor</TH>
                <TH>Description</TH>
                <TH>Reference</TH>
                {canManage && (
                  <TH>
                    <span className="sr-only">Actions</span>
                  </TH>
                )}
              </tr>
            </THead>
            <TBody>
              {list.data.data.map((e) => {
                const line = lineOf.get(e.budgetLineId);
                const name = `${c(e.amountCents)} on ${date(e.date)}`;
                return (
                  <TR key={e.id} data-testid="expense">
                    <TD className="whitespace-nowrap">{date(e.date)}</TD>
                    <TD className="min-w-36">{line ? lineName(line) : '—'}</TD>
                    <TD
                      className={cn(
                        'whitespace-nowrap text-right tabular-nums',
                        e.amountCents < 0 && 'text-emerald-800',
                      )}
                    >
                      {c(e.amountCents)}
                      {e.amountCents < 0 && <span className="sr-only"> (refund)</span>}
                    </TD>
                    <TD>{e.vendor ?? '—'}</TD>
                    <TD className="min-w-40">{e.description ?? '—'}</TD>
                    <TD className="break-all">{e.reference ?? '—'}</TD>
                    {canManage && (
                      <TD>
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Delete the expense of ${name}`}
                          onClick={() => {
                            remove.reset();
                            setDeleting(e);
                          }}
                        >
                          <Trash2 />
                        </Button>
                      </TD>
                    )}
                  </TR>
                );
              })}
            </TBody>
          </Table>
          <Pager
            summary={`${offset + 1}–${offset + list.data.data.length} of ${total}`}
            hasPrevious={offset > 0}
            hasMore={list.data.pagination.hasMore}
            onPage={(step) => setOffset(Math.max(0, offset + step * PAGE))}
          />
        </>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add expense">
          {adding && <ExpenseForm project={project} lines={lines} onDone={() => setAdding(false)} />}
        </DialogContent>
      </Dialog>
      <Dialog open={importing} onOpenChange={setImporting}>
        <DialogContent title="Import expenses from a CSV file" className="max-w-4xl">
          {importing && <ExpenseImport project={project} lines={lines} onDone={() => setImporting(false)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this expense?"
        description={
          deleting
            ? `${c(deleting.amountCents)} on ${date(deleting.date)}${deleting.vendor ? ` from ${deleting.vendor}` : ''}: its line's spent amount drops by it.`
            : undefined
        }
        confirmLabel="Delete expense"
        tone="danger"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate({ id: project.id, expenseId: deleting.id })}
      />
    </Card>
  );
}
