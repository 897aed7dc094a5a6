// The named shops per sender country (1 China, 2 USA, 3 Turkey); any other shop is _OTHER_SHOP_ plus a typed name.
export const OTHER_SHOP = '_OTHER_SHOP_' as const;

export interface Shop {
  code: string;
  name: string;
  url: string;
}

export const SHOPS_BY_COUNTRY: Readonly<Record<1 | 2 | 3, readonly Shop[]>> = {
  1: [
    { code: '_TAOBAO_', name: 'Taobao', url: 'https://www.taobao.com' },
    { code: '_TMALL_', name: 'Tmall', url: 'https://www.tmall.com' },
    { code: '_1688_', name: '1688', url: 'https://www.1688.com' },
    { code: '_ALIEXPRESS_', name: 'AliExpress', url: 'https://www.aliexpress.com' },
    { code: '_JD_', name: 'JD.com', url: 'https://www.jd.com' },
  ],
  2: [
    { code: '_AMAZON_', name: 'Amazon', url: 'https://www.amazon.com' },
    { code: '_EBAY_', name: 'eBay', url: 'https://www.ebay.com' },
    { code: '_IHERB_', name: 'iHerb', url: 'https://www.iherb.com' },
    { code: '_WALMART_', name: 'Walmart', url: 'https://www.walmart.com' },
    { code: '_NIKE_', name: 'Nike', url: 'https://www.nike.com' },
    { code: '_BEST_BUY_', name: 'Best Buy', url: 'https://www.bestbuy.com' },
  ],
  3: [
    { code: '_TRENDYOL_', name: 'Trendyol', url: 'https://www.trendyol.com' },
    { code: '_HEPSIBURADA_', name: 'Hepsiburada', url: 'https://www.hepsiburada.com' },
    { code: '_LC_WAIKIKI_', name: 'LC Waikiki', url: 'https://www.lcw.com' },
    { code: '_KOTON_', name: 'Koton', url: 'https://www.koton.com' },
  ],
};

function shopsOf(country: number): readonly Shop[] | undefined {
  return country === 1 || country === 2 || country === 3 ? SHOPS_BY_COUNTRY[country] : undefined;
}

export function shopCodesFor(country: number): string[] {
  const shops = shopsOf(country);
  return shops ? [...shops.map((s) => s.code), OTHER_SHOP] : [];
}

export function isShopOf(country: number, code: string): boolean {
  return shopCodesFor(country).includes(code);
}
