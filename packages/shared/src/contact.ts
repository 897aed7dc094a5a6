// Demo branch addresses (Tbilisi and Kutaisi) with map coordinates and phones, plus social network links.
import type { Localized } from './localized.ts';

export const BRANCH_ADDRESSES: Readonly<
  Record<
    'didube' | 'gldani' | 'isani' | 'digomi' | 'kutaisi_1',
    { name: Localized; address: Localized; lat: number; lng: number; phone: string }
  >
> = {
  didube: {
    name: {
      ka: 'დიდუბის ფილიალი',
      en: 'Didube branch',
      ru: 'Филиал в Дидубе',
    },
    address: {
      ka: 'თბილისი, აკაკი წერეთლის გამზირი №116',
      en: '116 Akaki Tsereteli Ave, Tbilisi',
      ru: 'Тбилиси, проспект Акакия Церетели, 116',
    },
    lat: 41.7358,
    lng: 44.7806,
    phone: '+995 32 2 19 45 10',
  },
  gldani: {
    name: {
      ka: 'გლდანის ფილიალი',
      en: 'Gldani branch',
      ru: 'Филиал в Глдани',
    },
    address: {
      ka: 'თბილისი, ხიზანიშვილის ქუჩა №42',
      en: '42 Khizanishvili St, Tbilisi',
      ru: 'Тбилиси, улица Хизанишвили, 42',
    },
    lat: 41.7998,
    lng: 44.8192,
    phone: '+995 32 2 19 45 20',
  },
  isani: {
    name: {
      ka: 'ისნის ფილიალი',
      en: 'Isani branch',
      ru: 'Филиал в Исани',
    },
    address: {
      ka: 'თბილისი, ქეთევან წამებულის გამზირი №71',
      en: '71 Ketevan Tsamebuli Ave, Tbilisi',
      ru: 'Тбилиси, проспект Кетеван Цамебули, 71',
    },
    lat: 41.6874,
    lng: 44.8261,
    phone: '+995 32 2 19 45 30',
  },
  digomi: {
    name: {
      ka: 'დიდი დიღმის ფილიალი',
      en: 'Didi Digomi branch',
      ru: 'Филиал в Диди Дигоми',
    },
    address: {
      ka: 'თბილისი, დიდი დიღომი, იოანე პეტრიწის ქუჩა №23',
      en: '23 Ioane Petritsi St, Didi Digomi, Tbilisi',
      ru: 'Тбилиси, Диди Дигоми, улица Иоанэ Петрици, 23',
    },
    lat: 41.7882,
    lng: 44.7539,
    phone: '+995 32 2 19 45 40',
  },
  kutaisi_1: {
    name: {
      ka: 'ქუთაისის ფილიალი',
      en: 'Kutaisi branch',
      ru: 'Филиал в Кутаиси',
    },
    address: {
      ka: 'ქუთაისი, ილია ჭავჭავაძის გამზირი №52',
      en: '52 Ilia Chavchavadze Ave, Kutaisi',
      ru: 'Кутаиси, проспект Ильи Чавчавадзе, 52',
    },
    lat: 42.2615,
    lng: 42.6982,
    phone: '+995 431 24 45 50',
  },
};

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/amanati.ge',
  instagram: 'https://www.instagram.com/amanati.ge',
  tiktok: 'https://www.tiktok.com/@amanati.ge',
} as const;

/** The hotline and e-mail the site's footer gives: the main (Didube) branch's phone answers the hotline. */
export const SUPPORT_CONTACT = {
  phone: BRANCH_ADDRESSES.didube.phone,
  email: 'info@amanati.ge',
} as const;
