'use client';
// Importing a project's expenses from a CSV file (docs/post-award.md#in-the-dashboard): the file is chosen or dropped,
// previewed by a dry run (every row's outcome, or the bad rows to fix in the file), then imported. The file goes to
// POST /api/dashboard/expenses/import as a text/csv body: /api/trpc's JSON cannot carry it.
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { ZImportExpensesResponse } from '~/server/api/routers/budgets/budgets.schema';
import type { RowError } from '~/server/errors';
import { readOrganizationCookie } from '../../_trpc/organization';
import { useTRPC } from '../../_trpc/react';
import { date } from '../format';
import { Button } from '../ui/Button';
import { Table, TBody, TD, TH, THead, TR } from '../ui/Table';
import { useToast } from '../ui/Toast';
import { cn } from '../ui/cn';
import { lineName, type BudgetLine, type BudgetProject } from './BudgetSection';
import { formatCents } from './money';

type ImportOutcome = z.infer<typeof ZImportExpensesResponse>;

/** The server's answer: the outcome, or its refusal (a 422's bad rows, or a message for a 400, 403, 413, 415…). */
type Answer =
  { ok: true; outcome: ImportOutcome } | { ok: false; message: string; errors: RowError[]; errorsOmitted: number };

async function sendImport(projectId: string, file: File, dryRun: boolean): Promise<Answer> {
  const org = readOrganizationCookie();
  const query = new URLSearchParams({ projectId, dryRun: String(dryRun) });
  try {
    const res = await fetch(`/api/dashboard/expenses/import?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'text/csv', ...(org ? { 'X-Organization-Id': org } : {}) },
    });
    const body = (await res.json().catch(() => null)) as
      (ImportOutcome & { error?: string; errors?: RowError[]; errorsOmitted?: number }) | null;
    if (res.ok && body) return { ok: true, outcome: body };
    return {
      ok: false,
      message: body?.error ?? `The import failed (${res.status})`,
      errors: body?.errors ?? [],
      errorsOmitted: body?.errorsOmitted ?? 0,
    };
  } catch {
    return { ok: false, message: 'The server could not be reached', errors: [], errorsOmitted: 0 };
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The dialog's body: choose or drop a file, its preview, then the import. `onDone` closes the dialog. */
export function ExpenseImport({
  project,
  lines,
  onDone,
}: {
  project: BudgetProject;
  lines: BudgetLine[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [pending, setPending] = useState<'preview' | 'import' | null>(null);
  const [dragging, setDragging] = useState(false);
  const c = (cents: number) => formatCents(cents, project.currency);
  const lineOf = new Map(lines.map((l) => [l.id, l]));

  const preview = async (chosen: File) => {
    setFile(chosen);
    setAnswer(null);
    setPending('preview');
    setAnswer(await sendImport(project.id, chosen, true));
    setPending(null);
  };

  const confirm = async () => {
    if (!file) return;
    setPending('import');
    const done = await sendImport(project.id, file, false);
    setPending(null);
    if (!done.ok) {
      setAnswer(done);
      return;
    }
    // budgets.get and budgets.expenses.list: the lines' spent amounts, the spending per day and the rows.
    await queryClient.invalidateQueries({ queryKey: trpc.budgets.pathKey() });
    const { created, skipped, totalCents } = done.outcome;
    toast({
      title: `${plural(created, 'expense')} imported`,
      description: `${c(totalCents)} in all${skipped ? `; ${plural(skipped, 'row')} already recorded, skipped` : ''}`,
    });
    onDone();
  };

  const outcome = answer?.ok ? answer.outcome : null;
  const rows = outcome?.rows ?? [];

  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm text-slate-700" data-testid="import-columns">
        <p>
          A header row names the columns, in any order: <strong>date</strong>, <strong>amount</strong>, and either{' '}
          <strong>category</strong> (a category with a single budget line) or <strong>budgetLineId</strong>; optionally{' '}
          <strong>vendor</strong>, <strong>description</strong> and <strong>reference</strong>.
        </p>
        <p>
          Amounts such as <code>1234.56</code>, <code>$1,234.56</code>, <code>-50</code> or <code>(1,234.56)</code> for
          a refund; dates as <code>2026-03-04</code> or <code>03/04/2026</code>. A row whose reference is already
          recorded is skipped, so the same bank export can be imported again.
        </p>
      </div>

      <div
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-4 text-center text-sm',
          dragging && 'border-blue-500 bg-blue-50',
        )}
        data-testid="import-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const dropped = e.dataTransfer.files[0];
          if (dropped) void preview(dropped);
        }}
      >
        <input
          ref={input}
          id="expense-import-file"
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            // Cleared, so choosing the same (fixed) file again is a change too.
            e.target.value = '';
            if (chosen) void preview(chosen);
          }}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={pending !== null}>
          <Upload /> {file ? 'Choose another file' : 'Choose a CSV file'}
        </Button>
        <span className="text-slate-600">{file ? file.name : 'or drop it here'}</span>
      </div>

      {pending === 'preview' && <p className="text-sm text-slate-600">Checking the file…</p>}

      {answer && !answer.ok && (
        <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="import-errors">
          <p className="font-medium">{answer.message}</p>
          {answer.errors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {answer.errors.map((e) => (
                <li key={`${e.row}-${e.column}`}>
                  Row {e.row}, {e.column}: {e.message}
                </li>
              ))}
              {answer.errorsOmitted > 0 && <li>and {plural(answer.errorsOmitted, 'more error')}</li>}
            </ul>
          )}
          {answer.errors.length > 0 && <p className="mt-1">Fix the file and choose it again.</p>}
        </div>
      )}

      {outcome && (
        <>
          <p className="text-sm" data-testid="import-summary">
            {plural(outcome.created, 'expense')} to create, {c(outcome.totalCents)} in all
            {outcome.skipped > 0 && `; ${plural(outcome.skipped, 'row')} already recorded, to skip`}.
          </p>
          <div className="max-h-80 overflow-y-auto">
            <Table caption="The file's rows and what importing does with each" data-testid="import-preview">
              <THead>
                <tr>
                  <TH className="text-right">Row</TH>
                  <TH>Date</TH>
                  <TH className="text-right">Amount</TH>
                  <TH>Budget line</TH>
                  <TH>Vendor</TH>
                  <TH>Reference</TH>
                  <TH>Outcome</TH>
                </tr>
              </THead>
              <TBody>
                {rows.map((r) => {
                  const line = lineOf.get(r.budgetLineId);
                  return (
                    <TR key={r.row} data-testid="import-row">
                      <TD className="text-right tabular-nums">{r.row}</TD>
                      <TD className="whitespace-nowrap">{date(r.date)}</TD>
                      <TD className="whitespace-nowrap text-right tabular-nums">{c(r.amountCents)}</TD>
                      <TD className="min-w-32">{line ? lineName(line) : r.budgetLineId}</TD>
                      <TD>{r.vendor ?? '—'}</TD>
                      <TD className="break-all">{r.reference ?? '—'}</TD>
                      <TD className={cn(r.outcome === 'skip' && 'text-slate-600')}>
                        {r.outcome === 'create' ? 'Create' : 'Skip (already recorded)'}
                      </TD>
                    </TR>
                  );
                })}
              </TBody>
            </Table>
          </div>
          {(outcome.rowsOmitted ?? 0) > 0 && (
            <p className="text-xs text-slate-600">
              The first {rows.length} rows are shown; the totals above count all{' '}
              {rows.length + (outcome.rowsOmitted ?? 0)}.
            </p>
          )}
        </>
      )}

      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={!outcome || outcome.created === 0 || pending !== null}>
          {pending === 'import' ? 'Importing…' : `Import ${plural(outcome?.created ?? 0, 'expense')}`}
        </Button>
      </div>
    </div>
  );
}
