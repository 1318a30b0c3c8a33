import type { Metadata } from 'next';
import { Templates } from './Templates';

export const metadata: Metadata = { title: 'Application templates' };

export default function TemplatesPage() {
  return <Templates />;
}
