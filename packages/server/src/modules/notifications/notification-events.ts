/** Which preference event each notification kind belongs to, and the page a push about it opens. */
import type { NotificationEvent } from '@amanati/shared/notification-preferences';
import type { NotificationKind } from './notification-texts.ts';

export const EVENT_OF_KIND: Record<NotificationKind | 'message', NotificationEvent> = {
  parcel_received: 'received',
  parcel_sent: 'onFlight',
  flight_delayed: 'flightDelayed',
  flight_arrived: 'arrived',
  payment_received: 'paymentCredited',
  // An automatic payment is money moving on the balance: the same event as a credit.
  auto_paid: 'paymentCredited',
  courier_new: 'courier',
  courier_assigned: 'courier',
  courier_delivered: 'courier',
  courier_cancelled: 'courier',
  declare_parcel: 'declarationReminder',
  declaration_closed: 'declarationReminder',
  deadline_near: 'declarationReminder',
  held_undeclared: 'customsHold',
  held_invoice_missing: 'customsHold',
  held_tax_number_missing: 'customsHold',
  customs_held: 'customsHold',
  customs_held_undeclared: 'customsHold',
  customs_cleared: 'readyForPickup',
  // Storage days (issue 21 §5): about collecting an arrived parcel in time.
  storage_notice: 'readyForPickup',
  storage_charging: 'readyForPickup',
  // A dispute's answer is news about the parcel's weight at the warehouse (issue 21 §2).
  dispute_answered: 'received',
  // A claim's steps are messages from us about it; its approval is money on the balance.
  claim_filed: 'announcements',
  claim_info_requested: 'announcements',
  claim_rejected: 'announcements',
  claim_approved: 'paymentCredited',
  message: 'announcements',
};

export const eventOfKind = (kind: string): NotificationEvent =>
  EVENT_OF_KIND[kind as NotificationKind] ?? 'announcements';

/** Every push opens the notification it repeats: its page links on to the parcel, flight or invoice. */
export const pushUrl = (notificationId: string) => `/notification-detail/${notificationId}`;
