/** The account's own receiver name (as the server fills it for a non-third-party order) and the city list. */
import type { Candidate } from '@amanati/shared/accounts';
import { CITIES } from '@amanati/shared/cities';
import { LANGUAGES, type Language } from '@amanati/shared/localized';

export function accountName(user: Pick<Candidate, 'information'>): string {
  const i = user.information;
  if (i.nameKa) return `${i.nameKa} ${i.lastNameKa}`.trim();
  if (i.LTDName) return i.LTDName;
  return `${i.nameEn} ${i.lastNameEn}`.trim();
}

export function cityOptions(lang: string): { value: string; label: string }[] {
  const l: Language = (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'ka';
  return CITIES.map((c) => ({ value: c.code, label: c.name[l] }));
}
