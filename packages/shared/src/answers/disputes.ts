/** Answers of the weight dispute routes (issue 21 §2), for the customer and for staff. */
import { z } from 'zod';
import { DISPUTE_KINDS } from '../disputes.ts';
import { okAnswer } from '../wire.ts';

/** A parcel's measurement: weight (kg, a decimal string), sizes (cm) and the photo taken with it. */
export const measurementWire = z.object({
  weightKg: z.string().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  photo: z.string().nullable(),
});
export type MeasurementWire = z.infer<typeof measurementWire>;

export const disputeWire = z.object({
  id: z.string(),
  parcelId: z.string(),
  kind: z.enum(DISPUTE_KINDS),
  state: z.enum(['open', 'answered']),
  reason: z.string(),
  expectedWeightKg: z.string().nullable(),
  /** As measured when the dispute was opened, and after staff re-weighed the parcel. */
  before: measurementWire,
  after: measurementWire.nullable(),
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type DisputeWire = z.infer<typeof disputeWire>;

/** A photo taken at the warehouse: at intake (`received`) or when weighed again (`reweighed`). */
export const intakePhotoWire = z.object({ photo: z.string(), at: z.string(), kind: z.string() });
export type IntakePhoto = z.infer<typeof intakePhotoWire>;

/** The customer's view of a parcel's measurements: now, with the photos, and its disputes (newest first). */
export const parcelMeasurementsAnswer = okAnswer({
  measurement: measurementWire,
  /** L×W×H / 6000, in kg, when every size is known. */
  volumeWeightKg: z.string().nullable(),
  photos: z.array(intakePhotoWire),
  /** In stock (weighed, not on a flight) with no open dispute. */
  disputable: z.boolean(),
  disputes: z.array(disputeWire),
});
export type ParcelMeasurementsAnswer = z.infer<typeof parcelMeasurementsAnswer>;

export const disputeAnswer = okAnswer({ dispute: disputeWire });
export type DisputeAnswer = z.infer<typeof disputeAnswer>;

/** An open dispute as staff's queue shows it: the parcel, its customer and its intake photos. */
export const staffDisputeWire = disputeWire.extend({
  tracking: z.string(),
  country: z.number(),
  axid: z.string(),
  customer: z.string(),
  photos: z.array(intakePhotoWire),
});
export type StaffDispute = z.infer<typeof staffDisputeWire>;

export const staffDisputesAnswer = okAnswer({ items: z.array(staffDisputeWire) });
export type StaffDisputesAnswer = z.infer<typeof staffDisputesAnswer>;
