/** Texts of the simulator's hosted page, in the language the redirect asks for (KA/EN/RU). */
export const SIMULATOR_TEXTS = {
  ka: {
    title: 'სატესტო გადახდის გვერდი',
    note: 'ეს სიმულატორია: ბარათი არ გამოიყენება.',
    amount: 'თანხა',
    pay: 'გადახდა',
    decline: 'გაუქმება',
  },
  en: {
    title: 'Test payment page',
    note: 'This is the simulator: no card is charged.',
    amount: 'Amount',
    pay: 'Pay',
    decline: 'Decline',
  },
  ru: {
    title: 'Тестовая страница оплаты',
    note: 'Это симулятор: карта не списывается.',
    amount: 'Сумма',
    pay: 'Оплатить',
    decline: 'Отменить',
  },
} as const;
