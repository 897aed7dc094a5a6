/**
 * Answers of the back office's routes about people and money: customers and their ledger, staff, the
 * audit log, card payment orders, the mail outbox, staff-written notifications, courier orders.
 */
import { z } from 'zod';
import { candidateSchema } from '../../accounts.ts';
import { courierOrderWire } from '../../courier.ts';
import { okAnswer } from '../../wire.ts';
import { adminParcelWire } from './parcels.ts';

export const customerRowWire = z.object({
  _id: z.string(),
  AXID: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.number(),
  nameKa: z.string(),
  lastNameKa: z.string(),
  nameEn: z.string(),
  lastNameEn: z.string(),
  LTDName: z.string(),
  passportId: z.string(),
  orgId: z.string(),
  branch: z.string().nullable(),
  balance: z.number(),
  deptSum: z.number(),
  createdAt: z.string(),
  /** An organisation account (type 2) checked by an admin; null for individuals (finding 8). */
  orgVerified: z.boolean().nullable(),
});
export type CustomerRow = z.infer<typeof customerRowWire>;
export const customersAnswer = okAnswer({ count: z.number(), customers: z.array(customerRowWire) });
export type CustomersAnswer = z.infer<typeof customersAnswer>;

export const ledgerRowWire = z.object({
  _id: z.number(),
  kind: z.enum(['topup', 'payment', 'adjustment', 'refund', 'storage', 'claim']),
  amount: z.number(),
  ref: z.string().nullable(),
  reason: z.string().nullable(),
  actorAXID: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowWire>;

/** The steps of a courier order: new → assigned → delivered, or cancelled before delivery. */
export const COURIER_ORDER_STATUSES = ['new', 'assigned', 'delivered', 'cancelled'] as const;
export type CourierOrderStatus = (typeof COURIER_ORDER_STATUSES)[number];

/** A courier order as staff see it: with the customer's AXID (lists) and the courier's name. */
export const adminCourierOrderWire = courierOrderWire.extend({
  AXID: z.string().optional(),
  courierName: z.string().nullable(),
});
export type AdminCourierOrder = z.infer<typeof adminCourierOrderWire>;

/**
 * An organisation account (type 2, entrepreneurs included) as staff check it: its registry extract, and
 * whether an admin has verified it — only a verified organisation pays the organisation tariff (finding 8).
 */
export const organisationWire = z.object({
  entrepreneur: z.boolean(),
  registryExtract: z.boolean(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  verifiedByAXID: z.string().nullable(),
});
export type Organisation = z.infer<typeof organisationWire>;
export const organisationAnswer = okAnswer({ organisation: organisationWire });
export type OrganisationAnswer = z.infer<typeof organisationAnswer>;

export const customerProfileAnswer = okAnswer({
  candidate: candidateSchema,
  /** Null for an individual. */
  organisation: organisationWire.nullable(),
  products: z.array(adminParcelWire),
  productsCount: z.number(),
  ledger: z.array(ledgerRowWire),
  ledgerCount: z.number(),
  courierOrders: z.array(adminCourierOrderWire),
});
export type CustomerProfile = z.infer<typeof customerProfileAnswer>;
export const adjustAnswer = okAnswer({ ledgerId: z.number(), balance: z.number() });
export type AdjustAnswer = z.infer<typeof adjustAnswer>;

export const staffWire = z.object({
  _id: z.string(),
  AXID: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'operator', 'admin']),
  nameEn: z.string(),
  lastNameEn: z.string(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffWire>;
export const staffListAnswer = okAnswer({ staff: z.array(staffWire) });
export const staffAnswer = okAnswer({ staff: staffWire });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;
export type StaffAnswer = z.infer<typeof staffAnswer>;

export const auditEntryWire = z.object({
  _id: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
  actor: z.object({ _id: z.string(), AXID: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntryWire>;
export const auditAnswer = okAnswer({ count: z.number(), entries: z.array(auditEntryWire) });
export type AuditAnswer = z.infer<typeof auditAnswer>;

export const paymentOrderWire = z.object({
  _id: z.string(),
  AXID: z.string(),
  email: z.string(),
  amount: z.number(),
  state: z.enum(['created', 'paid', 'failed', 'expired']),
  trxId: z.string().nullable(),
  /** georgiancard, bog, or their simulators (simulator, bog-simulator). */
  gateway: z.string(),
  /** The method asked of a gateway that offers several: card, apple_pay, google_pay. */
  method: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderWire>;
export const paymentOrdersAnswer = okAnswer({ count: z.number(), orders: z.array(paymentOrderWire) });
export type PaymentOrdersAnswer = z.infer<typeof paymentOrdersAnswer>;

export const outboxMailWire = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms', 'push', 'webhook']),
  to: z.string(),
  /** The customer's AXID when the message is a customer's. */
  AXID: z.string().nullable(),
  notificationId: z.string().nullable(),
  subject: z.string(),
  /** SMS and push text as sent; null for e-mail (reset links) and for one-time codes. */
  text: z.string().nullable(),
  kind: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept', 'gone']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** When it is due: later than createdAt for a message held for quiet hours or waiting to be retried. */
  dueAt: z.string(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailWire>;
export const outboxAnswer = okAnswer({ count: z.number(), mails: z.array(outboxMailWire) });
export type OutboxAnswer = z.infer<typeof outboxAnswer>;

export const notificationSentAnswer = okAnswer({
  notificationId: z.string(),
  AXID: z.string().nullable(),
  broadcast: z.boolean(),
});
export type NotificationSentAnswer = z.infer<typeof notificationSentAnswer>;

export const adminCourierOrdersAnswer = okAnswer({ orders: z.array(adminCourierOrderWire) });
export type AdminCourierOrdersAnswer = z.infer<typeof adminCourierOrdersAnswer>;
export const adminCourierOrderAnswer = okAnswer({ order: courierOrderWire });
