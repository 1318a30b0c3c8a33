// One audit record in full: each changed field before → after, then where the change came from. Everything is
// rendered as text (JSON pretty-printed), so a value can never become markup.
import { auditValue, type AuditRecord } from './audit';
import { cn } from './ui/cn';

function Value({ value }: { value: unknown }) {
  const v = auditValue(value);
  if (v.none)
    return (
      <span className="text-slate-500">
        —<span className="sr-only">none</span>
      </span>
    );
  if (v.multiline)
    return (
      <pre className="max-w-full overflow-x-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs">
        {v.text}
      </pre>
    );
  return <span className="break-words">{v.text}</span>;
}

export function AuditChanges({ changes, className }: { changes: AuditRecord['changes']; className?: string }) {
  const fields = Object.entries(changes);
  if (fields.length === 0)
    return <p className={cn('text-sm text-slate-600', className)}>No fields changed: the event alone is recorded.</p>;
  return (
    <div className={cn('w-full overflow-x-auto', className)}>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Changed fields, before and after</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="w-1/4 py-1.5 pr-2 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              Before
            </th>
            <th scope="col" className="w-6 py-1.5">
              <span className="sr-only">to</span>
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {fields.map(([field, [before, after]]) => (
            <tr key={field} data-testid="audit-change">
              <th scope="row" className="break-words py-1.5 pr-2 align-top font-mono text-xs font-medium">
                {field}
              </th>
              <td className="py-1.5 pr-2 align-top">
                <Value value={before} />
              </td>
              <td className="py-1.5 align-top text-slate-500" aria-hidden>
                →
              </td>
              <td className="py-1.5 align-top">
                <Value value={after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AuditRequestFacts({ record }: { record: AuditRecord }) {
  const facts: [string, string | null][] = [
    ['Request id', record.requestId],
    ['IP address', record.ip],
    ['User agent', record.userAgent],
    ['Record', `#${record.seq} · ${record.id}`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
          <dd className="break-all font-mono text-xs">
            {value ?? (
              <span className="text-slate-500">
                —<span className="sr-only">none</span>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
