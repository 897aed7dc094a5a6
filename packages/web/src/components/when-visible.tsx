/**
 * Renders its content once its place comes near the viewport, so a page's lower widgets (and their
 * code, when they are lazy components) load as the visitor scrolls rather than with the first screen.
 * Until then an empty block of `minHeight` keeps the page's length steady.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingLines } from './states.tsx';

/** How far below the viewport a widget starts loading: a little ahead of the visitor's scrolling. */
const AHEAD = '300px';

export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={ref} style={{ minHeight }} data-waiting="true" />;
  return (
    <Suspense fallback={<LoadingLines lines={Math.max(1, Math.round(minHeight / 60))} />}>
      {children}
    </Suspense>
  );
}
