/**
 * The words of the statement's CSV and of the PDF receipts, in the customer's language: files leave the
 * panel, so they carry their own texts rather than the web dictionaries.
 */
import { methodLabel } from '@amanati/shared/answers/statement';
import type { EntryMethod, StatementEntry } from './statement-entries.ts';

export type FileLanguage = 'ka' | 'en' | 'ru';

interface Texts {
  kinds: Record<StatementEntry['kind'], string>;
  counterKind: string;
  methods: Record<EntryMethod, string>;
  channels: Record<string, string>;
  csv: { date: string; what: string; method: string; reference: string; amount: string; balance: string };
  receipt: {
    title: string;
    number: string;
    date: string;
    customer: string;
    amount: string;
    method: string;
    reference: string;
    what: string;
    footer: string;
  };
}

export const STATEMENT_TEXTS: Record<FileLanguage, Texts> = {
  ka: {
    kinds: {
      topup: 'ბალანსის შევსება',
      payment: 'რეისის გადახდა',
      adjustment: 'კორექტირება',
      refund: 'თანხის დაბრუნება',
      storage: 'შენახვის საფასური',
      claim: 'პრეტენზიის ანაზღაურება',
    },
    counterKind: 'გადახდა ფილიალში',
    methods: {
      card: 'ბარათით',
      counter: 'ფილიალში',
      billpay: 'ტერმინალით ან ბანკის აპლიკაციით',
      balance: 'ბალანსიდან',
      correction: 'ოპერატორის კორექტირება',
      other: 'სხვა',
    },
    channels: { cash: 'ნაღდი ფული', terminal: 'ბარათი (ტერმინალი)' },
    csv: {
      date: 'თარიღი',
      what: 'ოპერაცია',
      method: 'გადახდის საშუალება',
      reference: 'მითითება',
      amount: 'თანხა (₾)',
      balance: 'ბალანსი (₾)',
    },
    receipt: {
      title: 'ქვითარი',
      number: 'ქვითრის №',
      date: 'თარიღი და დრო (თბილისი)',
      customer: 'მომხმარებელი',
      amount: 'თანხა',
      method: 'გადახდის საშუალება',
      reference: 'მითითება',
      what: 'ოპერაცია',
      footer: 'ქვითარი შექმნილია ელექტრონულად და ხელმოწერას არ საჭიროებს.',
    },
  },
  en: {
    kinds: {
      topup: 'Top-up',
      payment: 'Flight payment',
      adjustment: 'Correction',
      refund: 'Refund',
      storage: 'Storage fee',
      claim: 'Claim compensation',
    },
    counterKind: 'Payment at a branch',
    methods: {
      card: 'Card',
      counter: 'At a branch',
      billpay: 'Kiosk or bank app',
      balance: 'From the balance',
      correction: 'Staff correction',
      other: 'Other',
    },
    channels: { cash: 'cash', terminal: 'card (terminal)' },
    csv: {
      date: 'Date',
      what: 'Operation',
      method: 'Method',
      reference: 'Reference',
      amount: 'Amount (GEL)',
      balance: 'Balance (GEL)',
    },
    receipt: {
      title: 'Receipt',
      number: 'Receipt no.',
      date: 'Date and time (Tbilisi)',
      customer: 'Customer',
      amount: 'Amount',
      method: 'Method',
      reference: 'Reference',
      what: 'Operation',
      footer: 'This receipt was issued electronically and is valid without a signature.',
    },
  },
  ru: {
    kinds: {
      topup: 'Пополнение баланса',
      payment: 'Оплата рейса',
      adjustment: 'Корректировка',
      refund: 'Возврат',
      storage: 'Плата за хранение',
      claim: 'Компенсация по претензии',
    },
    counterKind: 'Оплата в филиале',
    methods: {
      card: 'Картой',
      counter: 'В филиале',
      billpay: 'Через терминал или приложение банка',
      balance: 'С баланса',
      correction: 'Корректировка оператора',
      other: 'Другое',
    },
    channels: { cash: 'наличными', terminal: 'картой (терминал)' },
    csv: {
      date: 'Дата',
      what: 'Операция',
      method: 'Способ оплаты',
      reference: 'Основание',
      amount: 'Сумма (₾)',
      balance: 'Баланс (₾)',
    },
    receipt: {
      title: 'Квитанция',
      number: 'Квитанция №',
      date: 'Дата и время (Тбилиси)',
      customer: 'Клиент',
      amount: 'Сумма',
      method: 'Способ оплаты',
      reference: 'Основание',
      what: 'Операция',
      footer: 'Квитанция сформирована электронно и действительна без подписи.',
    },
  },
};

export function kindText(e: StatementEntry, lang: FileLanguage): string {
  const t = STATEMENT_TEXTS[lang];
  return e.method === 'counter' ? t.counterKind : t.kinds[e.kind];
}

/** "Card (Georgian Card)", "At a branch — cash", "Kiosk or bank app (TBC Pay)". */
export function methodText(e: StatementEntry, lang: FileLanguage): string {
  const t = STATEMENT_TEXTS[lang];
  return methodLabel(e, t.methods[e.method], (c) => t.channels[c] ?? c);
}
