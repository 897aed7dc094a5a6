/** Texts of the notifications the system sends, in ka/en/ru; `{name}` marks a value filled in. */
import type { Localized } from '@amanati/shared/localized';

export const COURIER_STATES = ['new', 'assigned', 'delivered', 'cancelled'] as const;
export type CourierState = (typeof COURIER_STATES)[number];

export const NOTIFICATION_TEXTS = {
  parcel_received: {
    title: {
      ka: 'ამანათი საწყობშია',
      en: 'Parcel received at the warehouse',
      ru: 'Посылка прибыла на склад',
    },
    body: {
      ka: 'ამანათი {tracking} მიღებულია საწყობში. წონა: {weight} კგ.',
      en: 'Your parcel {tracking} has arrived at our warehouse. Weight: {weight} kg.',
      ru: 'Ваша посылка {tracking} прибыла на наш склад. Вес: {weight} кг.',
    },
  },
  parcel_sent: {
    title: { ka: 'ამანათი გზაშია', en: 'Your parcel is on its way', ru: 'Посылка в пути' },
    body: {
      ka: 'ამანათი {tracking} გამოგზავნილია რეისით {flight}. ტრანსპორტირების საფასური: {charge} ₾.',
      en: 'Your parcel {tracking} is on flight {flight}. Shipping charge: {charge} GEL.',
      ru: 'Ваша посылка {tracking} отправлена рейсом {flight}. Стоимость доставки: {charge} ₾.',
    },
  },
  flight_arrived: {
    title: { ka: 'რეისი ჩამოფრინდა', en: 'Your flight has landed', ru: 'Рейс прибыл' },
    body: {
      ka: 'რეისი {flight} ჩამოფრინდა. თქვენი ამანათების ({count}) გატანა ფილიალიდან გადახდის შემდეგ შეგიძლიათ.',
      en: 'Flight {flight} has landed. Your parcels ({count}) can be collected at the branch once paid.',
      ru: 'Рейс {flight} прибыл. Ваши посылки ({count}) можно забрать в филиале после оплаты.',
    },
  },
  flight_delayed: {
    title: {
      ka: 'რეისის ჩამოფრენის დრო შეიცვალა',
      en: 'Flight arrival time changed',
      ru: 'Время прибытия рейса изменилось',
    },
    body: {
      ka: 'რეისის {flight} ჩამოფრენის ახალი სავარაუდო დროა {eta}.{reason}',
      en: 'Flight {flight} is now expected to arrive at {eta}.{reason}',
      ru: 'Новое ожидаемое время прибытия рейса {flight}: {eta}.{reason}',
    },
  },
  payment_received: {
    title: { ka: 'ბალანსი შევსებულია', en: 'Balance topped up', ru: 'Баланс пополнен' },
    body: {
      ka: 'თქვენს ბალანსზე ჩაირიცხა {amount} ₾.',
      en: '{amount} GEL has been added to your balance.',
      ru: 'На ваш баланс зачислено {amount} ₾.',
    },
  },
  auto_paid: {
    title: {
      ka: 'რეისი {flight} გადახდილია ბალანსიდან',
      en: 'Flight {flight} paid from your balance',
      ru: 'Рейс {flight} оплачен с баланса',
    },
    body: {
      ka: 'ავტომატური გადახდა: რეისის {flight} {amount} ₾ ჩამოიჭრა ბალანსიდან. ნაშთი: {balance} ₾.',
      en: 'Auto-pay: {amount} GEL for flight {flight} was paid from your balance. Balance left: {balance} GEL.',
      ru: 'Автоплатёж: {amount} ₾ за рейс {flight} списано с баланса. Остаток: {balance} ₾.',
    },
  },
  courier_new: {
    title: { ka: 'კურიერის შეკვეთა მიღებულია', en: 'Courier order received', ru: 'Заказ курьера принят' },
    body: {
      ka: 'თქვენი შეკვეთა მიღებულია. კურიერი ამანათებს 2–3 დღეში მოგიტანთ; საფასური კურიერს გადაეხდება.',
      en: 'We have your order. The courier will bring your parcels within 2–3 days; the fee is paid to the courier.',
      ru: 'Заказ принят. Курьер доставит посылки в течение 2–3 дней; оплата курьеру.',
    },
  },
  courier_assigned: {
    title: { ka: 'კურიერი დანიშნულია', en: 'A courier is assigned', ru: 'Курьер назначен' },
    body: {
      ka: 'თქვენს შეკვეთაზე კურიერი დანიშნულია და მალე დაგიკავშირდებათ.',
      en: 'A courier has been assigned to your order and will contact you soon.',
      ru: 'Курьер назначен на ваш заказ и скоро свяжется с вами.',
    },
  },
  courier_delivered: {
    title: { ka: 'ამანათები ჩაბარებულია', en: 'Parcels delivered', ru: 'Посылки доставлены' },
    body: {
      ka: 'კურიერმა ამანათები ჩააბარა. მადლობა, რომ ჩვენ აგვირჩიეთ!',
      en: 'The courier has delivered your parcels. Thank you for choosing us!',
      ru: 'Курьер доставил ваши посылки. Спасибо, что выбрали нас!',
    },
  },
  courier_cancelled: {
    title: { ka: 'კურიერის შეკვეთა გაუქმებულია', en: 'Courier order cancelled', ru: 'Заказ курьера отменён' },
    body: {
      ka: 'თქვენი კურიერის შეკვეთა გაუქმდა. ამანათების გატანა ფილიალიდანაც შეგიძლიათ.',
      en: 'Your courier order has been cancelled. You can still collect your parcels at the branch.',
      ru: 'Ваш заказ курьера отменён. Посылки можно забрать в филиале.',
    },
  },
  declare_parcel: {
    title: {
      ka: 'გთხოვთ, დაადეკლარიროთ ამანათი',
      en: 'Please declare your parcel',
      ru: 'Пожалуйста, задекларируйте посылку',
    },
    body: {
      ka: 'საწყობში მივიღეთ ამანათი {tracking}, რომელიც ჯერ არ არის დეკლარირებული. გთხოვთ, დაადეკლარიროთ იგი რეისის დეკლარირების ვადის ამოწურვამდე. ერთი და იმავე მაღაზიიდან (პირადი ამანათები — ერთი და იმავე გამგზავნისგან) ერთი და იმავე რეისით გამოგზავნილი თქვენი ამანათების ღირებულება იკრიბება: თუ მათი ჯამი საბაჟო ზღვარს აღწევს, თითოეულ მათგანს ინვოისი სჭირდება.',
      en: "We received parcel {tracking} at the warehouse, but it has not been declared yet. Please declare it before its flight's declaration deadline. Your parcels from the same shop (personal parcels: from the same sender) on the same flight are added up: when together they reach the customs limit, each of them needs an invoice.",
      ru: 'Мы получили на складе посылку {tracking}, но она ещё не задекларирована. Пожалуйста, задекларируйте её до окончания срока декларирования рейса. Стоимость ваших посылок из одного магазина (личных посылок — от одного отправителя) на одном рейсе суммируется: если общая стоимость достигает таможенного порога, инвойс нужен для каждой из них.',
    },
  },
  declaration_closed: {
    title: {
      ka: 'დეკლარაცია დაიხურა',
      en: 'Your declaration was closed',
      ru: 'Ваша декларация закрыта',
    },
    body: {
      ka: 'ამანათი {tracking} საწყობში მივიღეთ სხვა მომხმარებლის ოთახის ნომრით, რომელიც მის ეტიკეტზეა მითითებული, ამიტომ თქვენი დეკლარაცია დაიხურა. თუ ამანათი თქვენია, დაგვიკავშირდით.',
      en: "We received parcel {tracking} at the warehouse with another customer's room code on its label, so your declaration of it was closed. If the parcel is yours, please contact us.",
      ru: 'Посылка {tracking} поступила на склад с кодом другого клиента (AX) на этикетке, поэтому ваша декларация закрыта. Если посылка ваша, свяжитесь с нами.',
    },
  },
  held_undeclared: {
    title: {
      ka: 'ამანათი რეისს ვერ გაჰყვა',
      en: 'Your parcel could not fly',
      ru: 'Посылка не отправлена рейсом',
    },
    body: {
      ka: 'ამანათი {tracking} რეისით {flight} ვერ გამოიგზავნა, რადგან დეკლარირებული არ არის. შეავსეთ დეკლარაცია და ის შემდეგ რეისს გაჰყვება.',
      en: 'Parcel {tracking} could not go on flight {flight} because it is not declared. Fill in its declaration and it will go on the next flight.',
      ru: 'Посылка {tracking} не отправлена рейсом {flight}, потому что она не задекларирована. Заполните декларацию, и она уйдёт следующим рейсом.',
    },
  },
  held_invoice_missing: {
    title: {
      ka: 'საჭიროა ინვოისი',
      en: 'An invoice is needed',
      ru: 'Нужен инвойс',
    },
    body: {
      ka: 'ამანათი {tracking} რეისით {flight} ვერ გამოიგზავნა: ერთი მაღაზიიდან ერთ რეისზე თქვენი ამანათების ჯამური ღირებულება საბაჟო ზღვარს აღწევს და ამ ჯგუფის ყველა ამანათს ინვოისი სჭირდება განბაჟებისთვის. ატვირთეთ ინვოისები და ამანათი შემდეგ რეისს გაჰყვება.',
      en: 'Parcel {tracking} could not go on flight {flight}: your parcels from one shop on one flight together reach the customs limit, so every parcel of that group needs an invoice for customs clearance. Upload the invoices and it will go on the next flight.',
      ru: 'Посылка {tracking} не отправлена рейсом {flight}: ваши посылки из одного магазина на одном рейсе в сумме достигают таможенного лимита, поэтому для таможенного оформления каждой посылке этой группы нужен инвойс. Загрузите инвойсы, и посылка уйдёт следующим рейсом.',
    },
  },
  held_tax_number_missing: {
    title: {
      ka: 'საჭიროა საგადასახადო ნომერი',
      en: 'A Georgian tax number is needed',
      ru: 'Нужен грузинский налоговый номер',
    },
    body: {
      ka: 'ამანათი {tracking} რეისით {flight} ვერ გამოიგზავნა: განბაჟებისთვის უცხო ქვეყნის მოქალაქეს საქართველოს საგადასახადო (პირადი) ნომერი სჭირდება. მიუთითეთ ის პროფილში და ამანათი შემდეგ რეისს გაჰყვება.',
      en: "Parcel {tracking} could not go on flight {flight}: customs clearance of a foreign citizen's parcels needs a Georgian tax (personal) number. Add it in your profile and the parcel will go on the next flight.",
      ru: 'Посылка {tracking} не отправлена рейсом {flight}: для таможенного оформления посылок иностранного гражданина нужен грузинский налоговый (личный) номер. Укажите его в профиле, и посылка уйдёт следующим рейсом.',
    },
  },
  deadline_near: {
    title: {
      ka: 'დეკლარირების ვადა იწურება',
      en: 'The declaration deadline is near',
      ru: 'Срок декларирования истекает',
    },
    body: {
      ka: 'რეისის {flight} დეკლარირების ვადა იწურება {deadline}. ამანათი {tracking} ჯერ ბოლომდე არ არის დეკლარირებული: დაადეკლარირეთ იგი და, თუ იმავე მაღაზიიდან ამავე რეისით გამოგზავნილ თქვენს ამანათებთან ერთად საბაჟო ზღვარს აღწევს, ატვირთეთ ინვოისი.',
      en: 'The declaration deadline for flight {flight} ends {deadline}. Parcel {tracking} is not fully declared yet: declare it and, if together with your parcels from the same shop on this flight it reaches the customs limit, attach the invoice.',
      ru: 'Срок декларирования рейса {flight} истекает {deadline}. Посылка {tracking} ещё не полностью задекларирована: задекларируйте её и, если вместе с вашими посылками из того же магазина на этом рейсе она достигает таможенного порога, приложите инвойс.',
    },
  },
  customs_held: {
    title: {
      ka: 'ამანათები საბაჟოზეა შეჩერებული',
      en: 'Your parcels are held at customs',
      ru: 'Посылки задержаны на таможне',
    },
    body: {
      ka: 'რეისით {flight} ჩამოსული თქვენი ამანათები ({count}) განბაჟებას საჭიროებს. გადაიხადეთ სახელმწიფო მოსაკრებელი და ატვირთეთ ქვითარი „ჩამოსულის“ ჩანართში — თანხას და რეკვიზიტებს იქვე ნახავთ. განბაჟების შემდეგ ამანათებს გაგიცემთ.',
      en: 'Your parcels ({count}) on flight {flight} need customs clearance. Pay the state fee and upload the receipt under the Arrived tab, where you will find the amount and payment details. We hand them over once customs releases them.',
      ru: 'Ваши посылки ({count}) рейса {flight} требуют таможенного оформления. Оплатите госпошлину и загрузите квитанцию во вкладке «Прибывшие» — там указаны сумма и реквизиты. Посылки выдадим после выпуска таможней.',
    },
  },
  customs_held_undeclared: {
    title: {
      ka: 'არადეკლარირებული ამანათი საბაჟოზეა',
      en: 'Undeclared parcel held at customs',
      ru: 'Незадекларированная посылка на таможне',
    },
    body: {
      ka: 'ამანათი {tracking} ჩამოსვლიდან {days} დღის შემდეგაც დეკლარირებული არ არის და საბაჟოზე შეჩერდა. გთხოვთ, დაგვიკავშირდეთ, რომ საკითხი მოვაგვაროთ.',
      en: 'Parcel {tracking} is still undeclared {days} days after arrival and is now held at customs. Please contact us so we can sort it out.',
      ru: 'Посылка {tracking} не задекларирована через {days} дн. после прибытия и задержана на таможне. Пожалуйста, свяжитесь с нами, чтобы решить вопрос.',
    },
  },
  customs_cleared: {
    title: {
      ka: 'ამანათები განბაჟებულია',
      en: 'Customs has released your parcels',
      ru: 'Таможенное оформление завершено',
    },
    body: {
      ka: 'საბაჟომ გაათავისუფლა ამანათები: {tracking}. მათი გატანა ფილიალიდან გადახდის შემდეგ შეგიძლიათ.',
      en: 'Customs has released your parcels: {tracking}. You can collect them at the branch once paid.',
      ru: 'Таможня выпустила ваши посылки: {tracking}. Их можно забрать в филиале после оплаты.',
    },
  },
  // Weight disputes (issue 21 §2): the warehouse weighed the parcel again and answered.
  dispute_answered: {
    title: {
      ka: 'ამანათი ხელახლა აიწონა',
      en: 'Your parcel was weighed again',
      ru: 'Посылку взвесили повторно',
    },
    body: {
      ka: 'ამანათი {tracking} თქვენი მოთხოვნით ხელახლა აიწონა: იყო {before} კგ, ახლა {after} კგ. ჩვენი პასუხი: {answer}',
      en: 'At your request we weighed parcel {tracking} again: it was {before} kg, now {after} kg. Our answer: {answer}',
      ru: 'По вашему запросу посылку {tracking} взвесили повторно: было {before} кг, стало {after} кг. Наш ответ: {answer}',
    },
  },
  // Claims (issue 21 §3): every step of a claim reaches its customer.
  claim_filed: {
    title: {
      ka: 'პრეტენზია {claim} მიღებულია',
      en: 'Claim {claim} received',
      ru: 'Претензия {claim} принята',
    },
    body: {
      ka: 'ამანათზე {tracking} თქვენი პრეტენზია {claim} მიღებულია. განვიხილავთ {due}-მდე და შედეგს გაცნობებთ.',
      en: 'We have received your claim {claim} for parcel {tracking}. We will review it by {due} and let you know.',
      ru: 'Ваша претензия {claim} по посылке {tracking} принята. Мы рассмотрим её до {due} и сообщим результат.',
    },
  },
  claim_info_requested: {
    title: {
      ka: 'პრეტენზიაზე {claim} დამატებითი ინფორმაციაა საჭირო',
      en: 'Claim {claim}: we need more information',
      ru: 'Претензия {claim}: нужна дополнительная информация',
    },
    body: {
      ka: 'ამანათის {tracking} პრეტენზიის {claim} განსახილველად გთხოვთ, დაამატოთ: {note}',
      en: 'To review claim {claim} for parcel {tracking}, please add: {note}',
      ru: 'Чтобы рассмотреть претензию {claim} по посылке {tracking}, пожалуйста, добавьте: {note}',
    },
  },
  claim_approved: {
    title: {
      ka: 'პრეტენზია {claim} დაკმაყოფილებულია',
      en: 'Claim {claim} approved',
      ru: 'Претензия {claim} удовлетворена',
    },
    body: {
      ka: 'ამანათის {tracking} პრეტენზია {claim} დაკმაყოფილდა: თქვენს ბალანსზე ჩაირიცხა {amount} ₾.',
      en: 'Your claim {claim} for parcel {tracking} has been approved: {amount} GEL has been credited to your balance.',
      ru: 'Ваша претензия {claim} по посылке {tracking} удовлетворена: на ваш баланс зачислено {amount} ₾.',
    },
  },
  claim_rejected: {
    title: {
      ka: 'პრეტენზია {claim} არ დაკმაყოფილდა',
      en: 'Claim {claim} rejected',
      ru: 'Претензия {claim} отклонена',
    },
    body: {
      ka: 'ამანათის {tracking} პრეტენზია {claim} არ დაკმაყოფილდა. მიზეზი: {reason}',
      en: 'Your claim {claim} for parcel {tracking} has been rejected. Reason: {reason}',
      ru: 'Ваша претензия {claim} по посылке {tracking} отклонена. Причина: {reason}',
    },
  },
  // Storage days (issue 21 §5): told before the free days end, and when charging begins.
  storage_notice: {
    title: {
      ka: 'უფასო შენახვის ვადა იწურება',
      en: 'Free storage is ending',
      ru: 'Бесплатное хранение заканчивается',
    },
    body: {
      ka: 'ამანათი {tracking}: უფასო შენახვის {days} დღე დარჩა, შემდეგ შენახვის საფასურია {fee} ₾ დღეში ყოველ კილოგრამზე. გთხოვთ, დროულად გაიტანოთ.',
      en: 'Parcel {tracking}: {days} free storage days left, then {fee} GEL per kg a day. Please collect it in time.',
      ru: 'Посылка {tracking}: осталось {days} дн. бесплатного хранения, затем {fee} ₾ в день за каждый кг. Пожалуйста, заберите её вовремя.',
    },
  },
  storage_charging: {
    title: {
      ka: 'დაიწყო შენახვის საფასურის დარიცხვა',
      en: 'Storage fees have started',
      ru: 'Началось начисление платы за хранение',
    },
    body: {
      ka: 'ამანათის {tracking} უფასო შენახვის ვადა ამოიწურა. ყოველ დღეზე ბალანსიდან ჩამოიჭრება {fee} ₾, სანამ ამანათს არ გაიტანთ.',
      en: 'Free storage of parcel {tracking} has ended. {fee} GEL is charged to your balance for each day until you collect it.',
      ru: 'Бесплатное хранение посылки {tracking} закончилось. За каждый день до выдачи с баланса списывается {fee} ₾.',
    },
  },
} satisfies Record<string, { title: Localized; body: Localized }>;

export type NotificationKind = keyof typeof NOTIFICATION_TEXTS;

export function fill(text: string, data: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}
