/**
 * What follows money coming in from outside (a card top-up, a bill payment): the customer is told, and
 * auto-pay (issue 20 §4) spends it on waiting flights — in the crediting transaction, so a credit never
 * exists without both.
 */
import { formatLari } from '@amanati/shared/money';
import type { Tx } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { autoPay } from './auto-pay.ts';

export async function afterIncomingPayment(
  tx: Tx,
  notifier: Pick<Notifier, 'notify'>,
  accountId: string,
  amountTetri: number,
  ledgerId: number,
): Promise<void> {
  // `receipt`: the credit's ledger id, so the notification links its receipt (issue 20 §5).
  await notifier.notify(tx, accountId, 'payment_received', {
    amount: formatLari(amountTetri),
    receipt: String(ledgerId),
  });
  await autoPay(tx, accountId, notifier);
}
