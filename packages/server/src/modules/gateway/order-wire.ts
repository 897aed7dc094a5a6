/** A top-up order as the customer's client sees it (spec §7: the wire names of `georgiancard/pay`). */
import { tetriToLari } from '@amanati/shared/money';
import type { PaymentOrder } from './order-credit.ts';

export const toOrderWire = (o: PaymentOrder, axid: string) => ({
  _id: o.id,
  amount: String(o.amountTetri),
  amountDB: tetriToLari(o.amountTetri),
  userAXID: axid,
  state: o.state,
  createdAt: o.createdAt.toISOString(),
});
