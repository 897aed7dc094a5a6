// Demo warehouse addresses abroad (China, USA, Turkey) that customers enter as the delivery address in online shops.
export interface DemoOffice {
  countryId: 1 | 2 | 3;
  provinceLoc: string;
  cityLoc: string;
  addressLoc: string;
  provinceEn: string;
  cityEn: string;
  addressEn: string;
  postalCode: string;
  mobile: string;
  neigborhood: string;
}

export const DEMO_OFFICES: readonly DemoOffice[] = [
  {
    countryId: 1,
    provinceLoc: '广东省',
    cityLoc: '广州市',
    addressLoc: '石井街道庆丰路88号3栋201室',
    provinceEn: 'Guangdong',
    cityEn: 'Guangzhou',
    addressEn: 'Room 201, Building 3, No. 88 Qingfeng Road, Shijing Subdistrict',
    postalCode: '510430',
    mobile: '13926481375',
    neigborhood: '白云区',
  },
  {
    countryId: 2,
    provinceLoc: 'Delaware',
    cityLoc: 'New Castle',
    addressLoc: '212 Lukens Dr, Suite B',
    provinceEn: 'Delaware',
    cityEn: 'New Castle',
    addressEn: '212 Lukens Dr, Suite B',
    postalCode: '19720',
    mobile: '(302) 555-0148',
    neigborhood: 'New Castle County',
  },
  {
    countryId: 3,
    provinceLoc: 'İstanbul',
    cityLoc: 'Bağcılar',
    addressLoc: 'Koşuyolu Caddesi No: 18, Kat: 2',
    provinceEn: 'Istanbul',
    cityEn: 'Bagcilar',
    addressEn: 'Kosuyolu Caddesi No: 18, Floor 2',
    postalCode: '34212',
    mobile: '0532 418 27 63',
    neigborhood: 'Güneşli Mahallesi',
  },
];
