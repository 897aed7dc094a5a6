// The twenty goods categories of a parcel declaration (spec §3), in the spec's order.
import type { Localized } from './localized.ts';

export const CATEGORY_CODES = [
  '_ELECTRONICS_',
  '_BAGS_',
  '_SHOES_',
  '_PHONES_AND_NETWORK_DEVICES_',
  '_CLOTHING_',
  '_FOOD_SUPPLEMENTS_',
  '_TOYS_AND_SPORTS_EQUIPMENT_',
  '_WATCHES_',
  '_PERFUMERY_AND_COSMETICS_',
  '_OPTICAL_AND_PHOTO_EQUIPMENT_',
  '_PRINTED_MATTER_',
  '_MUSICAL_INSTRUMENTS_',
  '_GLASSWARE_',
  '_MEDICATIONS_',
  '_COMPUTERS_AND_LAPTOPS_',
  '_TOOLS_',
  '_LIGHTING_',
  '_BIJOUTERIE_',
  '_AUTO_PARTS_',
  '_OTHER_GOODS_',
] as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];

export interface Category {
  code: CategoryCode;
  name: Localized;
}

export const CATEGORIES: readonly Category[] = [
  { code: '_ELECTRONICS_', name: { ka: 'ელექტრონიკა', en: 'Electronics', ru: 'Электроника' } },
  { code: '_BAGS_', name: { ka: 'ჩანთები', en: 'Bags', ru: 'Сумки' } },
  { code: '_SHOES_', name: { ka: 'ფეხსაცმელი', en: 'Shoes', ru: 'Обувь' } },
  {
    code: '_PHONES_AND_NETWORK_DEVICES_',
    name: {
      ka: 'ტელეფონები და ქსელური მოწყობილობები',
      en: 'Phones and network devices',
      ru: 'Телефоны и сетевые устройства',
    },
  },
  { code: '_CLOTHING_', name: { ka: 'ტანსაცმელი', en: 'Clothing', ru: 'Одежда' } },
  {
    code: '_FOOD_SUPPLEMENTS_',
    name: { ka: 'საკვები დანამატები', en: 'Food supplements', ru: 'Пищевые добавки' },
  },
  {
    code: '_TOYS_AND_SPORTS_EQUIPMENT_',
    name: {
      ka: 'სათამაშოები და სპორტული ინვენტარი',
      en: 'Toys and sports equipment',
      ru: 'Игрушки и спортивный инвентарь',
    },
  },
  { code: '_WATCHES_', name: { ka: 'საათები', en: 'Watches', ru: 'Часы' } },
  {
    code: '_PERFUMERY_AND_COSMETICS_',
    name: { ka: 'პარფიუმერია და კოსმეტიკა', en: 'Perfumery and cosmetics', ru: 'Парфюмерия и косметика' },
  },
  {
    code: '_OPTICAL_AND_PHOTO_EQUIPMENT_',
    name: { ka: 'ოპტიკური და ფოტოაპარატურა', en: 'Optical and photo equipment', ru: 'Оптика и фототехника' },
  },
  {
    code: '_PRINTED_MATTER_',
    name: { ka: 'ნაბეჭდი პროდუქცია', en: 'Printed matter', ru: 'Печатная продукция' },
  },
  {
    code: '_MUSICAL_INSTRUMENTS_',
    name: { ka: 'მუსიკალური ინსტრუმენტები', en: 'Musical instruments', ru: 'Музыкальные инструменты' },
  },
  { code: '_GLASSWARE_', name: { ka: 'მინის ნაწარმი', en: 'Glassware', ru: 'Изделия из стекла' } },
  { code: '_MEDICATIONS_', name: { ka: 'მედიკამენტები', en: 'Medications', ru: 'Медикаменты' } },
  {
    code: '_COMPUTERS_AND_LAPTOPS_',
    name: { ka: 'კომპიუტერები და ლეპტოპები', en: 'Computers and laptops', ru: 'Компьютеры и ноутбуки' },
  },
  { code: '_TOOLS_', name: { ka: 'ხელსაწყოები', en: 'Tools', ru: 'Инструменты' } },
  { code: '_LIGHTING_', name: { ka: 'განათება', en: 'Lighting', ru: 'Освещение' } },
  { code: '_BIJOUTERIE_', name: { ka: 'ბიჟუტერია', en: 'Bijouterie', ru: 'Бижутерия' } },
  { code: '_AUTO_PARTS_', name: { ka: 'ავტონაწილები', en: 'Auto parts', ru: 'Автозапчасти' } },
  {
    code: '_OTHER_GOODS_',
    name: { ka: 'სხვა მზა ნაწარმი', en: 'Other finished goods', ru: 'Прочие готовые изделия' },
  },
];
