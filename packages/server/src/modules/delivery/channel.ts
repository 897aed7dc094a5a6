/**
 * What every delivery channel (e-mail, SMS, push) implements. The outbox owns retries and bookkeeping;
 * a channel only sends one message and says how it went.
 */
import type { DeliveryChannel } from '../../db/schema/index.ts';

/** One outbox row as a channel sees it. */
export interface OutgoingMessage {
  id: string;
  channel: DeliveryChannel;
  accountId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  payload: Record<string, unknown> | null;
  kind: string;
  attempts: number;
}

/**
 * `sent`: done (with the provider's reference when it gives one).
 * `gone`: the address no longer exists (a push subscription the service dropped): never retried.
 * A thrown error is a transient failure: retried with backoff.
 */
export type SendOutcome = { status: 'sent'; providerRef?: string } | { status: 'gone'; reason: string };

export interface ChannelSender {
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** The senders a running server has; a channel without one keeps its messages for staff ("kept"). */
export type ChannelSenders = Partial<Record<DeliveryChannel, ChannelSender>>;
