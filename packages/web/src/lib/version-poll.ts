/** Polls /version.json without cache every 60 s (spec §2); calls `onChange` once the build differs. */
import { TIMERS } from '@amanati/shared/constants';
import { whenIdle } from './idle.ts';

export async function fetchVersion(): Promise<string | null> {
  try {
    const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return null;
    return ((await res.json()) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/** The build this page runs, once learnt; kept by the caller so a restarted poll does not forget it. */
export interface KnownVersion {
  current: string | null;
}

/**
 * `known`: where the version this page runs is kept (a React ref): a poll started again (the component
 * re-mounted) compares with what the first one learnt instead of learning a newer build as its own.
 */
export function startVersionPoll(
  onChange: () => void,
  intervalMs: number = TIMERS.versionPollMs,
  known: KnownVersion = { current: null },
): () => void {
  let stopped = false;
  const check = async () => {
    const version = await fetchVersion();
    if (stopped || !version) return;
    if (known.current === null) known.current = version;
    else if (version !== known.current) {
      stopped = true;
      onChange();
    }
  };
  // The first check learns the version this page runs; it can wait until the page has settled. A check
  // cannot fail: fetchVersion answers null for any failure.
  whenIdle(() => void check());
  const timer = setInterval(() => void check(), intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
