/**
 * The local SMS simulator (the default outside production): it sends nothing and marks the message sent,
 * so the back office's SMS page shows exactly what a customer would have received.
 */
import type { ChannelSender } from '../channel.ts';

export const SIMULATOR_REF = 'simulator';

export function smsSimulatorSender(): ChannelSender {
  return { send: () => Promise.resolve({ status: 'sent', providerRef: SIMULATOR_REF }) };
}
