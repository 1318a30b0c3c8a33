'use client';
// The boilerplate library from the pursuit panel (docs/applications.md#boilerplate-library): search the organization's
// reusable answers and copy one to the clipboard, to paste into the funder's form or the narrative being written.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../_components/ui/Badge';
import { Button } from '../../_components/ui/Button';
import { Field, Input } from '../../_components/ui/Input';
import { ErrorState, Loading } from '../../_components/ui/States';
import { useToast } from '../../_components/ui/Toast';
import { useTRPC } from '../../_trpc/react';

const SHOWN = 5;

export function BoilerplatePicker() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const inputId = useId();
  const [q, setQ] = useState('');
  const query = q.trim();
  const found = useQuery(
    trpc.boilerplate.list.queryOptions({ ...(query ? { q: query } : {}), limit: SHOWN, offset: 0 }),
  );

  async function copy(id: string, title: string) {
    try {
      // The list carries an excerpt: the whole answer is read when it is copied.
      const entry = await queryClient.fetchQuery(trpc.boilerplate.get.queryOptions({ id }));
      await navigator.clipboard.writeText(entry.body);
      toast({ title: 'Copied to the clipboard', description: `“${title}”: paste it where the application needs it.` });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Open the answer in Boilerplate and copy it there.',
        tone: 'error',
      });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <h4 id={`${inputId}-title`} className="text-sm font-semibold text-slate-900">
        Answers from the boilerplate library
      </h4>
      <Field label="Search the answers" htmlFor={inputId}>
        <Input id={inputId} type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
      </Field>
      {found.isError ? (
        <ErrorState error={found.error} title="Could not search the library" />
      ) : found.isPending ? (
        <Loading label="Searching the library…" />
      ) : found.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{query ? 'No answer matches.' : 'The library has no answers yet.'}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Boilerplate answers">
          {found.data.data.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-2 rounded-md border border-slate-200 p-2">
              <div className="min-w-0">
                <p className="text-sm font-medium break-words text-slate-900">
                  {item.title} {item.stale && <Badge tone="amber">stale: review due</Badge>}
                </p>
                <p className="text-xs break-words text-slate-600">{item.excerpt}</p>
              </div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Copy ${item.title}`}
                onClick={() => void copy(item.id, item.title)}
              >
                <Copy aria-hidden className="h-4 w-4" /> Copy
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
