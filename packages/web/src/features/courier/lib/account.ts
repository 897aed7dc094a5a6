/** The account's own receiver name (as the server fills it for a non-third-party order) and the city list. */
import type { Candidate } from '@amanati/shared/accounts';
import { CITIES } from '@amanati/shared/cities';
import { LANGUAGES, type Language } from '@amanati/shared/localized';
import { englishName } from '@amanati/shared/widgets';

export function accountName(user: Pick<Candidate, 'information'>): string {
  const i = user.information;
  if (i.nameKa) return `${i.nameKa} ${i.lastNameKa}`.trim();
  if (i.LTDName) return i.LTDName;
  return englishName(i);
}

const languageOf = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'ka';

/** The capital first, then the cities by name in the reader's alphabet (ka: ა ბ გ…, as sign-up lists them). */
export function cityOptions(lang: string): { value: string; label: string }[] {
  const l = languageOf(lang);
  const [capital, ...rest] = CITIES;
  const byName = [...rest].sort((a, b) => a.name[l].localeCompare(b.name[l], l));
  return [capital!, ...byName].map((c) => ({ value: c.code, label: c.name[l] }));
}

/** A city's name in the reader's language (its code when unknown). */
export function cityName(code: string, lang: string): string {
  return CITIES.find((c) => c.code === code)?.name[languageOf(lang)] ?? code;
}

/** The order's short reference as customers and staff read and say it. */
export const orderRef = (number: number): string => `№ ${number}`;
