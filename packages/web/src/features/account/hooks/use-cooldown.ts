/** A button that rests after a click (spec §4: Pay is disabled for 5 s), however the call ends. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMERS } from '@amanati/shared/constants';

export function useCooldown(ms: number = TIMERS.payButtonDisabledMs): [boolean, () => void] {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const start = useCallback(() => {
    setCooling(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCooling(false), ms);
  }, [ms]);
  return [cooling, start];
}
