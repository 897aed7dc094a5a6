/** Rows ticked in a list, by id: `toggle(id)` ticks or unticks one, `setPicked` replaces them all. */
import { useState } from 'react';

export function usePicked(initial?: () => string[]) {
  const [picked, setPicked] = useState<Set<string>>(() => new Set(initial?.()));
  const toggle = (id: string) =>
    setPicked((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { picked, setPicked, toggle };
}
