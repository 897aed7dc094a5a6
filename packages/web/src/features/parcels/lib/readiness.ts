/**
 * Declaration readiness (beyond the spec): which parcels at the warehouse or on a flight still need the
 * customer — undeclared (no quantity or amount) or without the invoice file customs needs — and how
 * long until their flight's declaration deadline.
 */
import { editRight, lacksDeclaration, type EditRight } from '@amanati/shared/parcel-rules';
import type { ProductWire } from '@amanati/shared/parcels';
import type { ListFlight } from '../api/parcels.ts';

export type ReadinessIssue = 'undeclared' | 'invoice';

export interface ReadinessItem {
  parcel: ProductWire;
  flight: ListFlight | null;
  issues: ReadinessIssue[];
  right: EditRight;
  /** ms left until the flight's declaration deadline; null without a flight or a deadline. */
  msLeft: number | null;
}

export function issuesOf(p: ProductWire): ReadinessIssue[] {
  const issues: ReadinessIssue[] = [];
  if (lacksDeclaration(p)) issues.push('undeclared');
  if ((p.custom || p.clearance) && !p.file) issues.push('invoice');
  return issues;
}

export function readinessItems(
  products: ProductWire[],
  flights: Map<string, ListFlight>,
  now: number,
): ReadinessItem[] {
  const items: ReadinessItem[] = [];
  for (const parcel of products) {
    if (parcel.status !== 'stock' && parcel.status !== 'sent') continue;
    const issues = issuesOf(parcel);
    if (issues.length === 0) continue;
    const flight = (parcel.flightId && flights.get(parcel.flightId)) || null;
    const deadline = flight?.declarationDeadline ? Date.parse(flight.declarationDeadline) : NaN;
    items.push({
      parcel,
      flight,
      issues,
      right: editRight(parcel, flight ? flight.updateStatus : null),
      msLeft: Number.isFinite(deadline) ? deadline - now : null,
    });
  }
  // The most urgent first; parcels without a deadline yet last.
  return items.sort((a, b) => (a.msLeft ?? Infinity) - (b.msLeft ?? Infinity));
}

/** Whole days, hours and minutes left (never negative). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.floor(ms / 60_000));
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}
