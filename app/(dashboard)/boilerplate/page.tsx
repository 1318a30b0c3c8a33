import type { Metadata } from 'next';
import { Boilerplate } from './Boilerplate';

export const metadata: Metadata = { title: 'Boilerplate' };

export default function BoilerplatePage() {
  return <Boilerplate />;
}
