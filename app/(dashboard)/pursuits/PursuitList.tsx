'use client';
// The pipeline as a table, every status, filtered and sorted, 50 a page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { date, money } from '../../_components/format';
import { Badge } from '../../_components/ui/Badge';
import { Field, Select } from '../../_components/ui/Input';
import { Pager } from '../../_components/ui/Pager';
import { Empty, ErrorState, Loading } from '../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../_components/ui/Table';
import { PURSUIT_STAGE_LABEL, PURSUIT_STATUS_LABEL, PURSUIT_STATUS_TONE } from '../../_components/status';
import { useTRPC } from '../../_trpc/react';

const LIST_PAGE = 50;

export function PursuitList({ onOpen }: { onOpen: (id: string) => void }) {
  const trpc = useTRPC();
  const [status, setStatus] = useState('active,on_hold,won,lost,withdrawn');
  const [sort, setSort] = useState<'updatedAt' | 'deadline'>('updatedAt');
  const [page, setPage] = useState(0);
  const list = useQuery(
    trpc.pursuits.list.queryOptions(
      { status, sort, limit: LIST_PAGE, offset: page * LIST_PAGE },
      { placeholderData: keepPreviousData },
    ),
  );
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-3">
        <Field label="Status" htmlFor="list-status">
          <Select
            id="list-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(0);
            }}
            className="w-48"
          >
            <option value="active,on_hold,won,lost,withdrawn">All</option>
            <option value="active,on_hold">Open</option>
            {Object.entries(PURSUIT_STATUS_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by" htmlFor="list-sort">
          <Select
            id="list-sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as 'updatedAt' | 'deadline')}
            className="w-48"
          >
            <option value="updatedAt">Recently updated</option>
            <option value="deadline">Deadline</option>
          </Select>
        </Field>
      </div>
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : list.isPending ? (
        <Loading />
      ) : list.data.data.length === 0 ? (
        <Empty title="No pursuits with this status" />
      ) : (
        <>
          <Table caption="Pursuits">
            <THead>
              <tr>
                <TH>Pursuit</TH>
                <TH>Stage</TH>
                <TH>Status</TH>
                <TH className="hidden sm:table-cell">Requested</TH>
                <TH className="hidden md:table-cell">Awarded</TH>
                <TH>Deadline</TH>
                <TH className="hidden lg:table-cell">Updated</TH>
              </tr>
            </THead>
            <TBody>
              {list.data.data.map((p) => (
                <TR key={p.id}>
                  <TD className="max-w-sm">
                    <button
                      type="button"
                      className="text-left font-medium hover:underline"
                      onClick={() => onOpen(p.id)}
                    >
                      {p.title}
                    </button>
                  </TD>
                  <TD>{PURSUIT_STAGE_LABEL[p.stage]}</TD>
                  <TD>
                    <Badge tone={PURSUIT_STATUS_TONE[p.status]}>{PURSUIT_STATUS_LABEL[p.status]}</Badge>
                  </TD>
                  <TD className="hidden tabular-nums sm:table-cell">{money(p.amountRequested, p.currency)}</TD>
                  <TD className="hidden tabular-nums md:table-cell">{money(p.amountAwarded, p.currency)}</TD>
                  <TD className="whitespace-nowrap">{date(p.deadline)}</TD>
                  <TD className="hidden whitespace-nowrap text-xs lg:table-cell">{date(p.updatedAt)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <Pager
            summary={`${list.data.pagination.total} pursuits`}
            hasPrevious={page > 0}
            hasMore={list.data.pagination.hasMore}
            onPage={(step) => setPage(page + step)}
          />
        </>
      )}
    </>
  );
}
