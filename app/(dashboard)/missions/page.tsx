import type { Metadata } from 'next';
import { Missions } from './Missions';

export const metadata: Metadata = { title: 'Missions' };

export default function MissionsPage() {
  return <Missions />;
}
