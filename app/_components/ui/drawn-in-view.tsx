'use client';
// A chart drawing rendered only once its frame enters the viewport. The drawings are `next/dynamic` imports of
// Recharts (about 110 KB compressed), so a page whose charts sit below its first screen (the reports page, a
// project's budget, the portal's report on a phone) no longer fetches and runs Recharts while it loads: it does so
// when someone scrolls to them (docs/dashboard.md, "Charts are drawn when they come into view"). The frame around the
// drawing, with its title and text alternative, is rendered at once and keeps its size, so nothing moves when the
// drawing appears. No margin ahead of the viewport: on a phone the reports page's first chart begins about 100 px
// below the first screen, and a margin would draw it, and fetch Recharts, with the page.
import { useInView } from 'react-intersection-observer';

export function drawnInView<P extends object>(Drawing: React.ComponentType<P>) {
  function DrawnInView(props: P) {
    // A browser without IntersectionObserver draws at once, as before.
    const { ref, inView } = useInView({ triggerOnce: true, fallbackInView: true });
    return (
      <div ref={ref} className="size-full">
        {inView && <Drawing {...props} />}
      </div>
    );
  }
  DrawnInView.displayName = `DrawnInView(${Drawing.displayName ?? Drawing.name ?? 'Drawing'})`;
  return DrawnInView;
}
