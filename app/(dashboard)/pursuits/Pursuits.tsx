'use client';
// Pursuits: the pipeline as a kanban by stage (Board) and as a list (PursuitList); a pursuit opens in a panel with
// its status actions and history (?open=<id>).
import { Plus } from 'lucide-react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '../../_components/ui/Button';
import { PageHeader } from '../../_components/ui/Card';
import { Dialog, DialogContent } from '../../_components/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../_components/ui/Tabs';
import { Board } from './Board';
import { NewPursuitForm } from './NewPursuitForm';
import { PursuitList } from './PursuitList';
import { PursuitPanel } from './PursuitPanel';

export function Pursuits() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const open = params.get('open');
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [creating, setCreating] = useState(false);
  const setParam = (k: string, v: string | null) => {
    const next = new URLSearchParams(params.toString());
    if (v) next.set(k, v);
    else next.delete(k);
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };
  return (
    <>
      <PageHeader
        title="Pursuits"
        description="Every application in flight. Drag a card to move it between stages; open it to mark it won, lost or on hold."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> New pursuit
          </Button>
        }
      />
      <Tabs value={view} onValueChange={(v) => setParam('view', v === 'list' ? 'list' : null)}>
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        <TabsContent value="board">
          <Board onOpen={(id) => setParam('open', id)} />
        </TabsContent>
        <TabsContent value="list">
          <PursuitList onOpen={(id) => setParam('open', id)} />
        </TabsContent>
      </Tabs>
      <PursuitPanel id={open} onClose={() => setParam('open', null)} />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent
          title="New pursuit"
          description="For an opportunity outside the catalog. To pursue a listed grant, open it and choose Pursue."
        >
          <NewPursuitForm
            onDone={(id) => {
              setCreating(false);
              setParam('open', id);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
