/** Display names of codes: categories in the current language, shops, branches (spec §3). */
import { CATEGORIES } from '@amanati/shared/categories';
import { LANGUAGES, type Language } from '@amanati/shared/localized';
import type { ProductWire } from '@amanati/shared/parcels';
import { OTHER_SHOP, SHOPS_BY_COUNTRY } from '@amanati/shared/shops';

const asLanguage = (lang: string): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'ka';

export function categoryName(code: string | null, lang: string): string {
  if (!code) return '';
  const category = CATEGORIES.find((c) => c.code === code);
  return category ? category.name[asLanguage(lang)] : code;
}

export const categoryOptions = (lang: string) =>
  CATEGORIES.map((c) => ({ value: c.code, label: c.name[asLanguage(lang)] }));

const SHOP_NAMES = new Map(
  Object.values(SHOPS_BY_COUNTRY)
    .flat()
    .map((s) => [s.code, s.name]),
);

export const shopName = (code: string | null): string => (code ? (SHOP_NAMES.get(code) ?? code) : '');

/** The shop column: the named shop, the typed name for "other". */
export function parcelShop(p: Pick<ProductWire, 'shop' | 'otherShop'>): string {
  if (p.shop === OTHER_SHOP) return p.otherShop ?? '';
  return shopName(p.shop);
}
