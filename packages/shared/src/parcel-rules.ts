/** What a customer may do with a parcel (spec §4, spec-readings): the web shows buttons by it, the server enforces it. */
import type { ParcelStatus } from './constants.ts';

export interface ParcelState {
  status: ParcelStatus;
  quantity: number | null;
  amount: number | string | null;
}

/** `updateStatus` of the parcel's flight; null when it is on none. */
export type FlightEditable = boolean | null;

export type EditRight = 'edit' | 'declare-missing' | 'none';

export const canDelete = (p: Pick<ParcelState, 'status'>): boolean => p.status === 'waiting';

export const lacksDeclaration = (p: ParcelState): boolean =>
  p.quantity === null || p.amount === null || p.amount === '';

/**
 * waiting/stock: edit; arrived/obtained: nothing; sent: edit while the flight's `updateStatus` is true,
 * afterwards only fill a missing declaration (quantity or price), never change one.
 */
export function editRight(p: ParcelState, flightUpdateStatus: FlightEditable): EditRight {
  switch (p.status) {
    case 'waiting':
    case 'stock':
      return 'edit';
    case 'sent':
      if (flightUpdateStatus) return 'edit';
      return lacksDeclaration(p) ? 'declare-missing' : 'none';
    default:
      return 'none';
  }
}

/**
 * The button, if any (spec §4): while the parcel may be edited, Declare when its quantity is empty and
 * Edit when set; once a sent parcel's flight no longer allows edits, only Declare, and only while the
 * quantity or the price is missing (`declare-missing`: completing the declaration, not changing it).
 */
export function editButton(p: ParcelState, right: EditRight): 'declare' | 'edit' | null {
  switch (right) {
    case 'none':
      return null;
    case 'declare-missing':
      return 'declare';
    case 'edit':
      return p.quantity === null ? 'declare' : 'edit';
  }
}
