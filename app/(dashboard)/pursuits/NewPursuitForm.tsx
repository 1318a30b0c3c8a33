'use client';
// A pursuit for an opportunity outside the catalog (a listed grant is pursued from its own page).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../_components/ui/Button';
import { DataForm } from '../../_components/ui/DataForm';
import { Field, Input, Select } from '../../_components/ui/Input';
import { PURSUIT_STAGE_LABEL, PURSUIT_STAGES, type PursuitStage } from '../../_components/status';
import { useTRPC } from '../../_trpc/react';

export function NewPursuitForm({ onDone }: { onDone: (id: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(
    trpc.pursuits.create.mutationOptions({
      onSuccess: async (p) => {
        await queryClient.invalidateQueries({ queryKey: trpc.pursuits.pathKey() });
        onDone(p.id);
      },
    }),
  );
  return (
    <DataForm
      onData={(f) => {
        const amount = String(f.get('amountRequested') ?? '');
        const deadline = String(f.get('deadline') ?? '');
        create.mutate({
          title: String(f.get('title') ?? '').trim(),
          stage: String(f.get('stage')) as PursuitStage,
          ...(amount ? { amountRequested: Math.round(Number(amount)) } : {}),
          ...(deadline ? { deadline } : {}),
        });
      }}
    >
      <Field label="Title" htmlFor="np-title">
        <Input id="np-title" name="title" required maxLength={300} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Stage" htmlFor="np-stage">
          <Select id="np-stage" name="stage" defaultValue="prospect">
            {PURSUIT_STAGES.map((s) => (
              <option key={s} value={s}>
                {PURSUIT_STAGE_LABEL[s]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Amount requested (USD)" htmlFor="np-amount">
          <Input id="np-amount" name="amountRequested" type="number" min={0} step={1} />
        </Field>
      </div>
      <Field label="Deadline" htmlFor="np-deadline">
        <Input id="np-deadline" name="deadline" type="date" />
      </Field>
      {create.error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {create.error.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          Create pursuit
        </Button>
      </div>
    </DataForm>
  );
}
