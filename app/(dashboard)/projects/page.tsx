import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../_trpc/server';
import { Projects } from './Projects';

export const metadata: Metadata = { title: 'Projects' };

export default async function ProjectsPage() {
  await getQueryClient().prefetchQuery(trpc.projects.list.queryOptions({ limit: 100 }));
  return (
    <HydrateClient>
      <Projects />
    </HydrateClient>
  );
}
