/**
 * The one place for retry schedules and leases of every channel.
 *
 * E-mail, SMS and push: a failed delivery is tried again after 1 min, 5 min, 30 min, 2 h, 6 h, then every
 * 12 h, until the channel's last attempt. A message that failed for a day or more is not worth an SMS at
 * 3 am anyway: the quiet-hours hold applies to retries too (the outbox checks it when it schedules).
 *
 * Webhooks (issue 22 §4): a merchant's server may be down for a weekend, so they are retried for three
 * days after the first attempt: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then every 12 h, the last try at
 * the 72-hour mark; then failed.
 */
import type { DeliveryChannel } from '../../db/schema/index.ts';

const STEPS_SECONDS = [60, 300, 1800, 7200, 21600, 43200];

export const MAX_ATTEMPTS = 8;

/** Seconds to wait after the `attempts`-th failed attempt (1-based), e-mail, SMS and push. */
export function retryDelaySeconds(attempts: number): number {
  return STEPS_SECONDS[Math.min(attempts, STEPS_SECONDS.length) - 1] ?? STEPS_SECONDS[0]!;
}

const WEBHOOK_STEPS_SECONDS = [60, 300, 1800, 7200, 18000, 36000, 43200];
export const WEBHOOK_RETRY_WINDOW_SECONDS = 72 * 3600;

/**
 * When a message that failed its `attempts`-th attempt is tried again, in seconds from now; null when it
 * is given up. `ageSeconds`: how long ago it was first due.
 */
export function nextRetrySeconds(
  channel: DeliveryChannel,
  attempts: number,
  ageSeconds: number,
): number | null {
  if (channel !== 'webhook') return attempts >= MAX_ATTEMPTS ? null : retryDelaySeconds(attempts);
  const left = WEBHOOK_RETRY_WINDOW_SECONDS - ageSeconds;
  if (left <= 0) return null;
  const step = WEBHOOK_STEPS_SECONDS[Math.min(attempts, WEBHOOK_STEPS_SECONDS.length) - 1] ?? 60;
  return Math.min(step, Math.ceil(left));
}

/** How long a taken message is leased to its sender: no other instance takes it meanwhile. */
export const LEASE_SECONDS = 120;
/**
 * A webhook batch is sent side by side and each POST gives up after 10 s, so a shorter lease suffices;
 * it is also how soon a delivery cut off by a crash is tried again.
 */
export const WEBHOOK_LEASE_SECONDS = 30;

export const leaseSeconds = (channel: DeliveryChannel): number =>
  channel === 'webhook' ? WEBHOOK_LEASE_SECONDS : LEASE_SECONDS;
