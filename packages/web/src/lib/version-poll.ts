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

export function startVersionPoll(
  onChange: () => void,
  intervalMs: number = TIMERS.versionPollMs,
): () => void {
  let known: string | null = null;
  let stopped = false;
  const check = async () => {
    const version = await fetchVersion();
    if (stopped || !version) return;
    if (known === null) known = version;
    else if (version !== known) {
      stopped = true;
      onChange();
    }
  };
  // The first check learns the version this page runs; it can wait until the page has settled.
  whenIdle(() => void check());
  const timer = setInterval(check, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
