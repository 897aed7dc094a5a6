/** Names the shared package already holds in three languages (goods categories). */
import { CATEGORIES } from '@amanati/shared/categories';
import type { Language } from '@amanati/shared/localized';

export function categoryName(code: string | null | undefined, lang: string): string {
  if (!code) return '';
  const found = CATEGORIES.find((c) => c.code === code);
  return found ? found.name[(lang as Language) in found.name ? (lang as Language) : 'ka'] : code;
}
