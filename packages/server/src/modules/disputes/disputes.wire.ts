/** Dispute rows → the wire (answers/disputes.ts). */
import type { DisputeWire, IntakePhoto } from '@amanati/shared/answers/disputes';
import type { DisputeRow, IntakePhotoRow } from './disputes.service.ts';

export const toDispute = (d: DisputeRow): DisputeWire => ({
  id: d.id,
  parcelId: d.parcelId,
  kind: d.kind,
  state: d.state,
  reason: d.reason,
  expectedWeightKg: d.expectedWeightKg,
  before: d.before,
  after: d.after,
  answer: d.answer,
  createdAt: d.createdAt.toISOString(),
  answeredAt: d.answeredAt ? d.answeredAt.toISOString() : null,
});

export const toPhoto = (p: IntakePhotoRow): IntakePhoto => ({ ...p, at: p.at.toISOString() });
