/**
 * How a top-up is paid (issue 20 §2): Georgian Card — the spec's single option, always offered and the
 * default — or the Bank of Georgia's gateway with one of its methods, when the server has it configured.
 * A module without zod (topup.ts holds the schemas): the customer's dashboard names the methods on its
 * first screen, and zod would add ~27 KiB to a phone's first download.
 */
export const TOPUP_METHODS = ['georgianCard', 'bogCard', 'applePay', 'googlePay'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];

/** The Bank of Georgia's names of its payment methods (its `payment_method` values). */
export const BOG_PAYMENT_METHODS = ['card', 'apple_pay', 'google_pay'] as const;
export type BogPaymentMethod = (typeof BOG_PAYMENT_METHODS)[number];
export const BOG_METHOD_OF: Record<Exclude<TopupMethod, 'georgianCard'>, BogPaymentMethod> = {
  bogCard: 'card',
  applePay: 'apple_pay',
  googlePay: 'google_pay',
};
