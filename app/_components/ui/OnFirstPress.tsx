'use client';
// A popup whose code loads on the first press of its button rather than with the page. Until then `placeholder` is a
// plain button with the popup button's look and name (and aria-haspopup); a click, Enter, Space or ArrowDown on it
// renders `children` (a React.lazy popup that opens itself, `defaultOpen`), which replaces it once loaded.
// If the code cannot be fetched (offline, or a deployment since the page loaded removed the old chunk), the plain
// button comes back and says so, and its next press reloads the page, which fetches the current code: never an error
// page instead of the header.
import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

type State = 'idle' | 'loading' | 'failed';

export const LOAD_FAILED_TITLE = 'This menu could not be loaded: press again to reload the page';

export function OnFirstPress({
  haspopup,
  className,
  label,
  face,
  children,
}: {
  haspopup: 'menu' | 'dialog';
  className: string;
  label?: string;
  face: React.ReactNode;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<State>('idle');
  const press = () => (state === 'failed' ? window.location.reload() : setState('loading'));
  const placeholder = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={haspopup}
      aria-expanded={false}
      aria-busy={state === 'loading' || undefined}
      title={state === 'failed' ? LOAD_FAILED_TITLE : undefined}
      aria-description={state === 'failed' ? LOAD_FAILED_TITLE : undefined}
      onClick={press}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          press();
        }
      }}
    >
      {face}
    </button>
  );
  if (state !== 'loading') return placeholder;
  return (
    <ErrorBoundary fallback={placeholder} onError={() => setState('failed')}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorBoundary>
  );
}
