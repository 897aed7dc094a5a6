/** Balance top-up by card (spec §5, §9): lari 1–4 digits not starting with 0, tetri exactly 2 digits. */
import { z } from 'zod';
import { MSG } from './messages.ts';
import { BOG_PAYMENT_METHODS } from './topup-methods.ts';

const asText = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v);

const topupFields = z.object({
  lari: z.preprocess(
    asText,
    z
      .string(MSG.required)
      .trim()
      .min(1, MSG.required)
      .regex(/^[1-9]\d{0,3}$/, MSG.lariInvalid),
  ),
  // Always sent, exactly 2 digits ("00" included): a missing tetri is an error, not zero (§5, §9).
  tetri: z.preprocess(
    asText,
    z
      .string(MSG.required)
      .trim()
      .min(1, MSG.required)
      .regex(/^\d{2}$/, MSG.tetriInvalid),
  ),
  lang: z.enum(['ka', 'en', 'ru']).optional(),
});
const withTetri = <T extends { lari: string; tetri: string }>(v: T) => ({
  ...v,
  amountTetri: Number(v.lari) * 100 + Number(v.tetri),
});

export const topupSchema = topupFields.transform(withTetri);
export type Topup = z.output<typeof topupSchema>;

/** A top-up through the Bank of Georgia: the amount as for Georgian Card, and the method chosen. */
export const bogTopupSchema = topupFields
  .extend({ method: z.enum(BOG_PAYMENT_METHODS, MSG.invalidValue) })
  .transform(withTetri);
export type BogTopup = z.output<typeof bogTopupSchema>;
