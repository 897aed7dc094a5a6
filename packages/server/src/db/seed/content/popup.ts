// Demo site popup: the branches' New Year holiday schedule (description is simple sanitiser-safe HTML).
import type { Localized } from '@amanati/shared/localized';

export const DEMO_POPUP: { popapId: string; status: number; title: Localized; description: Localized } = {
  popapId: '2026-holidays',
  status: 1,
  title: {
    ka: 'ფილიალების სამუშაო განრიგი საახალწლო დღეებში',
    en: 'Branch hours over the New Year holidays',
    ru: 'График работы филиалов в новогодние праздники',
  },
  description: {
    ka: '<p>ძვირფასო მომხმარებლებო, საახალწლო დღესასწაულებზე ჩვენი ფილიალები შემდეგი განრიგით იმუშავებს:</p><ul><li><strong>31 დეკემბერი</strong> — 11:00–16:00;</li><li><strong>1–2 იანვარი</strong> — დასვენების დღეები;</li><li><strong>7 იანვარი</strong> (შობა) — დასვენების დღე;</li><li><strong>19 იანვარი</strong> (ნათლისღება) — დასვენების დღე.</li></ul><p>დანარჩენ დღეებში ფილიალები ჩვეულ რეჟიმში მუშაობს: ორშაბათი–პარასკევი 11:00–19:00, შაბათი 11:00–15:00. უქმე დღეებში კურიერის მომსახურება არ მუშაობს.</p><p>რეისები განრიგის მიხედვით სრულდება, პირადი კაბინეტი და აპლიკაცია კი ნებისმიერ დროს ხელმისაწვდომია. გილოცავთ შობა-ახალ წელს!</p>',
    en: '<p>Dear customers, this is how our branches will work over the New Year holidays:</p><ul><li><strong>31 December</strong> — 11:00–16:00;</li><li><strong>1–2 January</strong> — closed;</li><li><strong>7 January</strong> (Orthodox Christmas) — closed;</li><li><strong>19 January</strong> (Epiphany) — closed.</li></ul><p>On all other days the branches keep their usual hours: Monday–Friday 11:00–19:00, Saturday 11:00–15:00. There are no courier deliveries on public holidays.</p><p>Flights run as scheduled, and your account and the app are available around the clock. Happy holidays!</p>',
    ru: '<p>Дорогие клиенты! В новогодние праздники наши филиалы работают по особому графику:</p><ul><li><strong>31 декабря</strong> — с 11:00 до 16:00;</li><li><strong>1–2 января</strong> — выходные;</li><li><strong>7 января</strong> (Рождество) — выходной;</li><li><strong>19 января</strong> (Крещение) — выходной.</li></ul><p>В остальные дни филиалы работают как обычно: понедельник–пятница 11:00–19:00, суббота 11:00–15:00. В праздничные дни курьерская доставка не работает.</p><p>Рейсы выполняются по расписанию, а личный кабинет и приложение доступны круглосуточно. С наступающими праздниками!</p>',
  },
};
