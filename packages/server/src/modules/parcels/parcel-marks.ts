/**
 * The words of a parcel's life: who did a step, where and when (Mark), the timeline's event kinds and the
 * warehouses abroad. parcel-life.ts writes the steps with them.
 */

/** Who did a step, where, and when. */
export interface Mark {
  /** The customer or staff account; null for the system (a job, the seed). */
  actorId: string | null;
  /** A warehouse, a branch code, a city or an address; null when it happened online. */
  place?: string | null;
  /** Now unless given (the demo seed records a history). */
  at?: Date;
}

/** The timeline's event kinds; the customs ones (issue 16 §5) are written by customs-clearance.ts. */
export type EventKind =
  | 'declared'
  | 'edited'
  | 'received'
  | 'reweighed'
  | 'sent'
  | 'arrived'
  | 'obtained'
  | 'customs_held'
  | 'customs_receipt'
  | 'customs_assessed'
  | 'customs_cleared'
  // Weight disputes (issue 21 §2): the customer's dispute, and staff's answer after the re-weigh.
  | 'disputed'
  | 'dispute_answered';

/** The warehouse abroad of each country: where a parcel is received and where its flight leaves. */
export const WAREHOUSE: Record<number, string> = {
  1: 'warehouse_china',
  2: 'warehouse_usa',
  3: 'warehouse_turkey',
};
