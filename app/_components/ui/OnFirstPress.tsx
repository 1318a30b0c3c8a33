'use client';
// A popup whose code loads on the first press of its button rather than with the page. Until then `placeholder` is a
// plain button with the popup button's look and name (and aria-haspopup); a click, Enter, Space or ArrowDown on it
// renders `children` (a React.lazy popup that opens itself, `defaultOpen`), which replaces it once loaded.
import { Suspense, useState } from 'react';

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
  const [pressed, setPressed] = useState(false);
  const placeholder = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={haspopup}
      aria-expanded={false}
      aria-busy={pressed || undefined}
      onClick={() => setPressed(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setPressed(true);
        }
      }}
    >
      {face}
    </button>
  );
  return pressed ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
