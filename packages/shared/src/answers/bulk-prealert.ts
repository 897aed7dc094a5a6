/** Answers of the bulk pre-alert (issue 22 §3): the panel's upload and `/api/v1/parcels/bulk`. */
import type { z } from 'zod';
import { bulkReport } from '../bulk-prealert.ts';
import { okAnswer } from '../wire.ts';

/** The panel's answer: the report beside `success`. */
export const bulkPrealertAnswer = okAnswer(bulkReport.shape);
export type BulkPrealertAnswer = z.infer<typeof bulkPrealertAnswer>;

/** `/api/v1` answers the report alone, as its other routes answer their resource. */
export const v1BulkPrealertAnswer = bulkReport;
