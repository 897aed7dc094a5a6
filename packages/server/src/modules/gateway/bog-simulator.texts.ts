/** Texts of the Bank of Georgia simulator's hosted page, in the languages the bank's page speaks. */
export const BOG_SIMULATOR_TEXTS = {
  ka: {
    title: 'საქართველოს ბანკი — სატესტო გადახდა',
    note: 'ეს სიმულატორია: ბარათიდან თანხა არ ჩამოიჭრება.',
    merchant: 'მიმღები',
    amount: 'თანხა',
    card: 'ბარათით გადახდა',
    apple_pay: 'Apple Pay-ით გადახდა',
    google_pay: 'Google Pay-ით გადახდა',
    cancel: 'გაუქმება',
    expired: 'შეკვეთის ვადა ამოიწურა.',
    back: 'მაღაზიაში დაბრუნება',
  },
  en: {
    title: 'Bank of Georgia — test payment',
    note: 'This is the simulator: no card is charged.',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Pay by card',
    apple_pay: 'Pay with Apple Pay',
    google_pay: 'Pay with Google Pay',
    cancel: 'Cancel',
    expired: 'This order has expired.',
    back: 'Back to the shop',
  },
} as const;
