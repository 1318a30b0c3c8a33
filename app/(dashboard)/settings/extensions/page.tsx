import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Extensions } from './Extensions';

export const metadata: Metadata = { title: 'Extensions' };

export default function ExtensionsPage() {
  return (
    <Suspense>
      <Extensions />
    </Suspense>
  );
}
