/** Texts of account e-mails in ka/en/ru. */
import type { Language } from '@amanati/shared/localized';

export function passwordResetMail(lang: Language, link: string): { subject: string; text: string } {
  switch (lang) {
    case 'en':
      return {
        subject: 'Amanati: reset your password',
        text: `To set a new password, open this link (it works once, for one hour):\n\n${link}\n\nIf you did not ask to reset your password, simply ignore this e-mail.`,
      };
    case 'ru':
      return {
        subject: 'Amanati: восстановление пароля',
        text: `Чтобы задать новый пароль, перейдите по ссылке (она действует один час и только один раз):\n\n${link}\n\nЕсли вы не запрашивали смену пароля, просто проигнорируйте это письмо.`,
      };
    default:
      return {
        subject: 'Amanati: პაროლის აღდგენა',
        text: `ახალი პაროლის დასაყენებლად გადადით ბმულზე (მოქმედებს ერთი საათის განმავლობაში და მხოლოდ ერთხელ):\n\n${link}\n\nთუ პაროლის აღდგენა არ მოგითხოვიათ, უბრალოდ უგულებელყავით ეს წერილი.`,
      };
  }
}

/** The language of a request: its Accept-Language when it names one of ours, Georgian otherwise. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' || first === 'ru' ? first : 'ka';
}
