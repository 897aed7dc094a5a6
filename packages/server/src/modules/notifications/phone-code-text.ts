/** The one-time code SMS in the customer's language (short: one SMS part even in Georgian). */
import type { Language } from '@amanati/shared/localized';

export function phoneCodeSms(language: Language, code: string): string {
  switch (language) {
    case 'en':
      return `Amanati code: ${code}. It is valid for 10 minutes. Do not share it with anyone.`;
    case 'ru':
      return `Код Amanati: ${code}. Действует 10 минут. Никому его не сообщайте.`;
    default:
      return `Amanati-ს კოდი: ${code}. მოქმედებს 10 წუთი. არავის გაუზიაროთ.`;
  }
}
