/**
 * A part that loads on demand, such as a modal: nothing of it is rendered, and its code (a lazy
 * component among the children) is not fetched, until it is first wanted. From then on it stays
 * mounted, so it closes with its animation and keeps its state, as if it had always been there.
 */
import { Suspense, useState, type ReactNode } from 'react';

export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
