import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../../_trpc/server';
import { ProjectDetail } from './ProjectDetail';
import { tasksInput } from './tasks-input';
import { isUuid } from '~/server/ids';

export const metadata: Metadata = { title: 'Project' };

export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (isUuid(id)) {
    const qc = getQueryClient();
    await Promise.all([
      qc.prefetchQuery(trpc.projects.get.queryOptions({ id })),
      qc.prefetchQuery(trpc.tasks.list.queryOptions(tasksInput(id))),
    ]);
  }
  return (
    <HydrateClient>
      <ProjectDetail id={id} />
    </HydrateClient>
  );
}
