// Demo company news (20 items, newest first) in Georgian, English and Russian; plain-text paragraphs separated by blank lines.
import type { Localized } from '@amanati/shared/localized';

export interface DemoNews {
  slug: string;
  title: Localized;
  text: Localized;
  photo: { hue: number; emoji?: never; label: string };
  daysAgo: number;
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    slug: 'black-friday-us-shops',
    title: {
      ka: '„შავი პარასკევი“ ამერიკულ მაღაზიებში: რამდენიმე სასარგებლო რჩევა',
      en: 'Black Friday in US stores: a few tips before you shop',
      ru: 'Чёрная пятница в магазинах США: несколько советов',
    },
    text: {
      ka: '„შავი პარასკევი“ და „კიბერ ორშაბათი“ ამერიკულ მაღაზიებში შოპინგისთვის წლის საუკეთესო დროა. „ამანათის“ საწყობი დელავერის შტატშია, სადაც გაყიდვების გადასახადი (sales tax) არ მოქმედებს, ამიტომ შეკვეთებზე ამ გადასახადს არ გადაიხდით.\n\nმოულოდნელობების თავიდან ასაცილებლად ამანათი დაადეკლარირეთ, როგორც კი თრექინგ ნომერს მიიღებთ, და თვალი ადევნეთ 300-ლარიან ზღვარს: თუ ერთი და იმავე მაღაზიიდან ერთი და იმავე რეისით გამოგზავნილი ამანათების ჯამური ღირებულება 300 ლარი ან მეტია, ისინი განბაჟებას დაექვემდებარება.\n\nდიდ ყუთებში ჩალაგებული მსუბუქი ნივთების საფასური მოცულობითი წონით გამოითვლება. შეკვეთამდე გადაამოწმეთ ზომები — ამაში ჩვენს ვებგვერდზე არსებული კალკულატორი დაგეხმარებათ.\n\nფასდაკლებების სეზონზე აშშ-ის საწყობში ჩვეულებრივზე ბევრად მეტი ამანათი შემოდის, ამიტომ დამუშავებას შესაძლოა ერთი-ორი დღით მეტი დრო დასჭირდეს. გმადლობთ მოთმინებისთვის!',
      en: 'Black Friday and Cyber Monday are the best time of the year to shop at American stores. Our warehouse is in Delaware, which has no sales tax, so none is added to your orders.\n\nTo avoid surprises, declare each parcel as soon as you get the tracking number, and keep an eye on the 300 lari limit: if your parcels from the same shop on the same flight add up to 300 lari or more, they will need customs clearance.\n\nLight items in big boxes are charged by volume weight. Check the box size before you order — the calculator on our website will help.\n\nDuring the sales our US warehouse receives far more parcels than usual, so processing may take a day or two longer. Thank you for your patience!',
      ru: 'Чёрная пятница и Киберпонедельник — лучшее время для покупок в американских магазинах. Наш склад находится в Делавэре, где нет налога с продаж, поэтому sales tax к вашим заказам не добавляется.\n\nЧтобы избежать сюрпризов, декларируйте каждую посылку сразу после получения трек-номера и следите за порогом в 300 лари: если посылки из одного магазина на одном рейсе в сумме стоят 300 лари и более, им потребуется таможенное оформление.\n\nЛёгкие вещи в больших коробках оплачиваются по объёмному весу. Проверьте размеры до заказа — в этом поможет калькулятор на нашем сайте.\n\nВ сезон распродаж на склад в США приходит намного больше посылок, чем обычно, поэтому обработка может занять на день-два больше. Спасибо за терпение!',
    },
    photo: { hue: 0, label: 'Black Friday' },
    daysAgo: 2,
  },
  {
    slug: 'giorgoba-branches-closed',
    title: {
      ka: '23 ნოემბერს, გიორგობას, ფილიალები დაკეტილი იქნება',
      en: 'Branches closed on 23 November for Giorgoba',
      ru: '23 ноября, в Гиоргобу, филиалы закрыты',
    },
    text: {
      ka: '23 ნოემბერს, გიორგობის დღესასწაულის გამო, „ამანათის“ ყველა ფილიალი თბილისსა და ქუთაისში დაკეტილი იქნება. ამ დღეს არც კურიერის მომსახურება იმუშავებს.\n\nპირადი კაბინეტი და მობილური აპლიკაცია ჩვეულ რეჟიმში მუშაობს: დღესასწაულზეც შეგიძლიათ ამანათების დეკლარირება, ბალანსის შევსება და რეისების საფასურის გადახდა.\n\nდღესასწაულის დღეს ჩამოსული რეისის ამანათების გატანა მომდევნო დღიდან იქნება შესაძლებელი. გილოცავთ გიორგობას!',
      en: 'On 23 November, St George’s Day (Giorgoba), all Amanati branches in Tbilisi and Kutaisi will be closed, and there will be no courier deliveries.\n\nYour account and the mobile app work as usual: you can declare parcels, top up your balance and pay for flights on the holiday too.\n\nParcels from a flight that lands on the holiday can be collected from the following day. Happy Giorgoba!',
      ru: '23 ноября, в День святого Георгия (Гиоргоба), все филиалы Amanati в Тбилиси и Кутаиси будут закрыты, курьерская доставка в этот день тоже не работает.\n\nЛичный кабинет и мобильное приложение работают в обычном режиме: в праздник можно декларировать посылки, пополнять баланс и оплачивать рейсы.\n\nПосылки с рейса, прибывшего в праздничный день, можно будет забрать со следующего дня. С праздником!',
    },
    photo: { hue: 216, label: 'Holiday Hours' },
    daysAgo: 5,
  },
  {
    slug: 'card-top-up',
    title: {
      ka: 'ბალანსის შევსება ახლა ნებისმიერი ქართული ბანკის ბარათით შეგიძლიათ',
      en: 'Top up your balance with any Georgian bank card',
      ru: 'Пополняйте баланс картой любого грузинского банка',
    },
    text: {
      ka: '„ამანათის“ ბალანსის შევსება ახლა ონლაინაც შეგიძლიათ, ნებისმიერი ქართული ბანკის Visa ან Mastercard ბარათით. თანხა ბალანსზე მყისიერად აისახება, საკომისიოს გარეშე.\n\nგახსენით განყოფილება „ბალანსი“ პირად კაბინეტში ან აპლიკაციაში, მიუთითეთ თანხა ლარსა და თეთრში და დაადასტურეთ გადახდა ბანკის დაცულ გვერდზე.\n\nბალანსის შევსების შემდეგ გადაიხადეთ რეისის საფასური — და ამანათს ფილიალიდან გაიტანთ ან კურიერს გამოიძახებთ.',
      en: 'You can now top up your Amanati balance online with a Visa or Mastercard issued by any Georgian bank. The money appears on your balance instantly, with no commission.\n\nOpen the Balance section in your account or the app, enter the amount in lari and tetri, and confirm the payment on the bank’s secure page.\n\nOnce your balance is topped up, pay for the flight — then collect your parcels at the branch or call a courier.',
      ru: 'Теперь баланс Amanati можно пополнить онлайн картой Visa или Mastercard любого грузинского банка. Деньги зачисляются мгновенно и без комиссии.\n\nОткройте раздел «Баланс» в личном кабинете или приложении, укажите сумму в лари и тетри и подтвердите платёж на защищённой странице банка.\n\nПосле пополнения оплатите рейс — и посылки можно забрать в филиале или вызвать курьера.',
    },
    photo: { hue: 144, label: 'Card Payments' },
    daysAgo: 9,
  },
  {
    slug: 'customs-threshold-reminder',
    title: {
      ka: 'შეხსენება: განბაჟების ზღვარი 300 ლარია',
      en: 'Reminder: the customs threshold is 300 lari',
      ru: 'Напоминаем: таможенный порог — 300 лари',
    },
    text: {
      ka: 'კიდევ ერთხელ შეგახსენებთ საბაჟო წესებს. ერთი და იმავე მაღაზიიდან (პირადი ამანათების შემთხვევაში — ერთი და იმავე გამგზავნისგან) ერთი და იმავე რეისით გამოგზავნილი თქვენი ამანათების ღირებულება იკრიბება. თუ მათი ჯამური ღირებულება ან ერთი ამანათის ღირებულება 300 ლარი ან მეტია, ამ ჯგუფის თითოეული ამანათი განბაჟებას ექვემდებარება.\n\nამ შემთხვევაში დეკლარირებისას ატვირთეთ მაღაზიის ინვოისი — PNG, JPG ან PDF ფაილი, მაქსიმუმ 3 მბ. როგორც კი ჯგუფის ჯამი 300 ლარს მიაღწევს, განბაჟების ნიშნული მის თითოეულ ამანათთან თქვენს კაბინეტში ავტომატურად გამოჩნდება.\n\nსაბაჟო დეკლარაციას ჩვენი გუნდი უფასოდ ამზადებს, თქვენ მხოლოდ იმპორტის დღგ-ს იხდით. ინვოისის გარეშე ამანათი საბაჟოზე რჩება, სანამ დოკუმენტს არ ატვირთავთ.',
      en: 'A quick reminder of the customs rules. Your parcels from the same shop (for personal parcels, from the same sender) on the same flight are added up. If their combined value, or the value of a single parcel, is 300 lari or more, every parcel of that group must go through customs clearance.\n\nIn that case, upload the shop’s invoice when you declare the parcel — a PNG, JPG or PDF file of up to 3 MB. As soon as a group reaches 300 lari, the customs mark appears next to each of its parcels in your account automatically.\n\nOur team prepares the customs declaration free of charge; you only pay the import VAT. A parcel without an invoice stays at customs until the document is uploaded.',
      ru: 'Напоминаем правила таможенного оформления. Стоимость ваших посылок из одного магазина (личных посылок — от одного отправителя) на одном рейсе суммируется. Если общая стоимость или стоимость одной посылки составляет 300 лари и более, каждая посылка этой группы подлежит таможенному оформлению.\n\nВ этом случае при декларировании загрузите инвойс из магазина — файл PNG, JPG или PDF размером до 3 МБ. Как только сумма по группе достигнет 300 лари, отметка о таможенном оформлении автоматически появится в кабинете у каждой её посылки.\n\nТаможенную декларацию наша команда оформит бесплатно, вы оплачиваете только импортный НДС. Посылка без инвойса остаётся на таможне, пока документ не будет загружен.',
    },
    photo: { hue: 36, label: 'Customs Limit' },
    daysAgo: 14,
  },
  {
    slug: 'mobile-app-release',
    title: {
      ka: '„ამანათის“ აპლიკაცია უკვე App Store-სა და Google Play-ზეა',
      en: 'The Amanati app is now on the App Store and Google Play',
      ru: 'Приложение Amanati уже в App Store и Google Play',
    },
    text: {
      ka: 'ჩვენი მობილური აპლიკაცია უკვე ხელმისაწვდომია! ჩამოტვირთეთ „ამანათი“ App Store-იდან ან Google Play-დან და შედით თქვენი პერსონალური კოდით ან ელ. ფოსტითა და პაროლით.\n\nაპლიკაციაში ნახავთ თქვენს უცხოურ მისამართებს და შეძლებთ ამანათების დეკლარირებას, ინვოისების ატვირთვას, რეისების თვალყურის დევნებას, ბალანსის შევსებასა და კურიერის გამოძახებას.\n\nჩართეთ შეტყობინებები და მაშინვე გაიგებთ, როცა ამანათი საწყობს მიაღწევს, თბილისში ჩამოვა ან გასაცემად მომზადდება.',
      en: 'Our mobile app is here! Download Amanati from the App Store or Google Play and sign in with your customer code or your email and password.\n\nIn the app you can see your addresses abroad, declare parcels, upload invoices, follow flights, top up your balance and call a courier.\n\nTurn on notifications to know the moment your parcel reaches the warehouse, lands in Tbilisi or is ready for collection.',
      ru: 'Наше мобильное приложение уже доступно! Скачайте Amanati в App Store или Google Play и войдите по персональному коду или по e-mail и паролю.\n\nВ приложении можно посмотреть свои адреса за рубежом, декларировать посылки, загружать инвойсы, следить за рейсами, пополнять баланс и вызывать курьера.\n\nВключите уведомления — и вы сразу узнаете, когда посылка поступит на склад, прилетит в Тбилиси или будет готова к выдаче.',
    },
    photo: { hue: 270, label: 'Mobile App' },
    daysAgo: 20,
  },
  {
    slug: 'courier-new-zones',
    title: {
      ka: 'კურიერი ახლა თბილისის შემოგარენშიც მოგიტანთ ამანათს',
      en: 'Courier delivery now covers the outskirts of Tbilisi',
      ru: 'Курьерская доставка теперь и в пригороды Тбилиси',
    },
    text: {
      ka: 'ჩვენი საკურიერო მომსახურება ახლა თბილისის შემოგარენსაც მოიცავს, მათ შორის წყნეთს, კოჯორს, წავკისს, ოქროყანასა და ლისის ტბის მიდამოებს. მიწოდება 2–3 სამუშაო დღეში ხდება.\n\nშემოგარენში მიწოდების ფასი: 5 კგ-მდე — 8 ლარი, 5–10 კგ — 13 ლარი, 10–15 კგ — 18 ლარი, 15–20 კგ — 22 ლარი. როგორც აქამდე, საფასურს კურიერს ამანათის მიღებისას უხდით.\n\nკურიერის გამოსაძახებლად პირად კაბინეტში მონიშნეთ გადახდილი რეისები, მიუთითეთ მისამართი და ტელეფონის ნომერი — დანარჩენს ჩვენ მივხედავთ.',
      en: 'Our couriers now deliver to the outskirts of Tbilisi as well, including Tskneti, Kojori, Tsavkisi, Okrokana and the Lisi Lake area. Delivery takes 2–3 working days.\n\nDelivery to the outskirts costs 8 lari for parcels up to 5 kg, 13 lari for 5–10 kg, 18 lari for 10–15 kg and 22 lari for 15–20 kg. As before, you pay the courier when the parcel is delivered.\n\nTo call a courier, select your paid flights in your account and enter your address and phone number — we’ll take care of the rest.',
      ru: 'Наши курьеры теперь доставляют посылки и в пригороды Тбилиси — в том числе в Цхнети, Коджори, Цавкиси, Окрокану и район озера Лиси. Доставка занимает 2–3 рабочих дня.\n\nСтоимость доставки в пригороды: до 5 кг — 8 лари, 5–10 кг — 13 лари, 10–15 кг — 18 лари, 15–20 кг — 22 лари. Как и раньше, оплата — курьеру при получении.\n\nЧтобы вызвать курьера, отметьте в личном кабинете оплаченные рейсы и укажите адрес и телефон — остальное мы возьмём на себя.',
    },
    photo: { hue: 108, label: 'Courier Zones' },
    daysAgo: 27,
  },
  {
    slug: 'taobao-1688-registration-help',
    title: {
      ka: 'Taobao-ზე და 1688-ზე რეგისტრაციაში დაგეხმარებით',
      en: 'Need help signing up to Taobao or 1688? We’re here',
      ru: 'Поможем зарегистрироваться на Taobao и 1688',
    },
    text: {
      ka: 'Taobao და 1688 უზარმაზარ არჩევანს დაბალ ფასად გთავაზობთ, თუმცა რეგისტრაციისას სირთულეები ხშირად იჩენს თავს: საიტები ჩინურ ენაზეა, ანგარიშის დადასტურებაც კი ყოველთვის მარტივი არ არის.\n\nჩვენი გუნდი რეგისტრაციაში უფასოდ დაგეხმარებათ. მოგვწერეთ Facebook-ზე ან დაურეკეთ ნებისმიერ ფილიალს — ყველაფერს ნაბიჯ-ნაბიჯ აგიხსნით, ანგარიშის შექმნიდან გუანჯოუს საწყობის მისამართის სწორად შეყვანამდე.\n\nრჩევა: 1688-ზე ბევრი გამყიდველი მხოლოდ საბითუმოდ ყიდის, ამიტომ გადახდამდე შეამოწმეთ შეკვეთის მინიმალური რაოდენობა.',
      en: 'Taobao and 1688 offer a huge choice at low prices, but signing up can be tricky: the sites are in Chinese, and confirming the account often causes problems.\n\nOur team will help you register free of charge. Message us on Facebook or call any branch, and we’ll walk you through it step by step, from creating the account to entering your Guangzhou warehouse address correctly.\n\nTip: many sellers on 1688 sell wholesale only, so check the minimum order quantity before you pay.',
      ru: 'На Taobao и 1688 огромный выбор и низкие цены, но с регистрацией бывает непросто: сайты на китайском, а при подтверждении аккаунта часто возникают сложности.\n\nНаша команда бесплатно поможет с регистрацией. Напишите нам в Facebook или позвоните в любой филиал — мы всё объясним шаг за шагом, от создания аккаунта до правильного ввода адреса склада в Гуанчжоу.\n\nСовет: многие продавцы на 1688 торгуют только оптом, поэтому перед оплатой проверьте минимальный объём заказа.',
    },
    photo: { hue: 18, label: 'Taobao Help' },
    daysAgo: 34,
  },
  {
    slug: 'repacking-service',
    title: {
      ka: 'გადაფუთვის სერვისი ტრანსპორტირების ხარჯს შეგიმცირებთ',
      en: 'Save on shipping with our repacking service',
      ru: 'Экономьте на доставке с услугой переупаковки',
    },
    text: {
      ka: 'მაღაზიები პატარა ნივთებს ხშირად საჭიროზე ბევრად დიდ ყუთებში აგზავნიან, თქვენ კი მოცულობითი წონის გამო ზედმეტს იხდით.\n\nმოგვმართეთ გადაფუთვისთვის: საწყობში მოვაშორებთ ზედმეტ შეფუთვას, შესაძლებლობის შემთხვევაში რამდენიმე ამანათს ერთ ყუთში გავაერთიანებთ და მსხვრევად ნივთებს დამატებით დავიცავთ.\n\nგადაფუთვის მოთხოვნა დეკლარირებისას, კომენტარის ველში მიუთითეთ. გაითვალისწინეთ, რომ მოთხოვნა ამანათის რეისით გაგზავნამდე უნდა დაგვიტოვოთ.',
      en: 'Shops often send small items in boxes far bigger than needed, and you end up paying extra for volume weight.\n\nAsk us to repack: at the warehouse we’ll remove the excess packaging, combine several parcels into one box where possible and give fragile items extra protection.\n\nJust mention repacking in the comment field when you declare the parcel. Please note that the request must reach us before the parcel is sent on a flight.',
      ru: 'Магазины часто отправляют мелочи в коробках намного больше нужного, и вы переплачиваете за объёмный вес.\n\nЗакажите переупаковку: на складе мы уберём лишнюю упаковку, по возможности объединим несколько посылок в одну коробку и дополнительно защитим хрупкие вещи.\n\nНапишите о переупаковке в поле комментария при декларировании. Обратите внимание: запрос нужно оставить до того, как посылку отправят рейсом.',
    },
    photo: { hue: 306, label: 'Repacking' },
    daysAgo: 41,
  },
  {
    slug: 'how-to-declare-correctly',
    title: {
      ka: 'როგორ დავადეკლარიროთ ამანათი სწორად: ნაბიჯ-ნაბიჯ ინსტრუქცია',
      en: 'How to declare a parcel correctly: a step-by-step guide',
      ru: 'Как правильно задекларировать посылку: пошаговая инструкция',
    },
    text: {
      ka: 'სწორი დეკლარირება ამანათის დროულად და ჯარიმების გარეშე მიღების საწინდარია. ამანათი დაადეკლარირეთ, როგორც კი გამყიდველი თრექინგ ნომერს მოგაწვდით.\n\nგანყოფილებაში „დეკლარირება“ შეიყვანეთ თრექინგ ნომერი, აირჩიეთ მაღაზია და საქონლის კატეგორია, მიუთითეთ რაოდენობა და რეალურად გადახდილი თანხა იმ ვალუტაში, რომლითაც გადაიხადეთ. ფასს ნუ შეამცირებთ — ღირებულებას საბაჟო ამოწმებს.\n\nთუ სხვადასხვა კატეგორიის ნივთები შეუკვეთეთ, თითოეული კატეგორია ცალ-ცალკე დაადეკლარირეთ. 300 ლარის ან მეტი ღირებულების საქონელზე ინვოისის ატვირთვაც აუცილებელია.\n\nგახსოვდეთ: არასწორი დეკლარირებისთვის შემოსავლების სამსახური ფიზიკურ პირს პირველ ჯერზე დღგ-ის თანხის 40%-ით აჯარიმებს, განმეორებისას — 100%-ით, იურიდიულ პირს კი თავიდანვე 100%-ით.',
      en: 'A correct declaration is the key to getting your parcel on time and without fines. Declare a parcel as soon as the seller gives you a tracking number.\n\nIn the Declaration section, enter the tracking number, choose the shop and the category of goods, and state the quantity and the price you actually paid, in the currency you paid in. Please don’t understate the price: customs checks the value.\n\nIf you ordered items from different categories, declare each category separately. For goods worth 300 lari or more, you also need to upload the invoice.\n\nRemember: for an incorrect declaration, the Revenue Service fines individuals 40% of the VAT the first time and 100% the second time, while legal entities are fined 100% from the start.',
      ru: 'Правильная декларация — залог того, что посылка придёт вовремя и без штрафов. Декларируйте посылку сразу, как только продавец сообщит трек-номер.\n\nВ разделе «Декларирование» введите трек-номер, выберите магазин и категорию товара, укажите количество и фактически уплаченную сумму в валюте оплаты. Не занижайте цену: таможня проверяет стоимость.\n\nЕсли в заказе товары разных категорий, декларируйте каждую категорию отдельно. Для товаров стоимостью от 300 лари нужно также загрузить инвойс.\n\nПомните: за неверное декларирование Служба доходов штрафует физических лиц на 40% от суммы НДС в первый раз и на 100% — при повторном нарушении, а юридических лиц — сразу на 100%.',
    },
    photo: { hue: 198, label: 'Declaration Guide' },
    daysAgo: 48,
  },
  {
    slug: 'turkey-second-weekly-flight',
    title: {
      ka: 'თურქეთიდან რეისი ახლა კვირაში ორჯერ სრულდება',
      en: 'Flights from Turkey now twice a week',
      ru: 'Рейсы из Турции — теперь два раза в неделю',
    },
    text: {
      ka: 'კარგი ამბავი თურქული მაღაზიების მოყვარულთათვის: ამ კვირიდან სტამბოლიდან კვირაში ერთის ნაცვლად ორი რეისი შესრულდება.\n\nTrendyol-იდან, Hepsiburada-დან და სხვა თურქული მაღაზიებიდან შეკვეთილი ამანათები თბილისში უფრო სწრაფად ჩამოვა — ჩვეულებრივ, სტამბოლის საწყობში მიღებიდან 4–6 დღეში.\n\nრეისების განახლებული განრიგი ყოველთვის შეგიძლიათ ნახოთ გვერდზე „რეისები“, ტარიფები კი უცვლელი რჩება.',
      en: 'Good news for fans of Turkish shops: starting this week, we fly from Istanbul twice a week instead of once.\n\nParcels from Trendyol, Hepsiburada and other Turkish stores will now reach Tbilisi faster — usually within 4–6 days of arriving at our Istanbul warehouse.\n\nThe up-to-date schedule is always on the Flights page, and tariffs stay the same.',
      ru: 'Хорошая новость для любителей турецких магазинов: с этой недели мы летаем из Стамбула два раза в неделю вместо одного.\n\nПосылки из Trendyol, Hepsiburada и других турецких магазинов будут приходить в Тбилиси быстрее — обычно через 4–6 дней после поступления на склад в Стамбуле.\n\nАктуальное расписание всегда на странице «Рейсы», а тарифы остаются прежними.',
    },
    photo: { hue: 342, label: 'Turkey Flights' },
    daysAgo: 56,
  },
  {
    slug: 'guangzhou-warehouse-moved',
    title: {
      ka: 'გუანჯოუს საწყობი ახალ მისამართზე გადავიდა',
      en: 'Our Guangzhou warehouse has moved: update your address',
      ru: 'Склад в Гуанчжоу переехал — обновите адрес',
    },
    text: {
      ka: 'ჩინეთში ჩვენი საწყობი გუანჯოუს ბაიუნის რაიონში, ახალ, უფრო დიდ შენობაში გადავიდა. ახალ სივრცეში ამანათებს უფრო სწრაფად დავამუშავებთ და უფრო უსაფრთხოდ შევინახავთ.\n\nგთხოვთ, განაახლოთ მიწოდების მისამართი Taobao-ზე, 1688-ზე, AliExpress-სა და სხვა მაღაზიებში. ახალ მისამართს იპოვით პირად კაბინეტში, განყოფილებაში „ჩემი მისამართები“.\n\nამანათები, რომლებიც გადასვლამდე ძველ მისამართზე გამოიგზავნა, არ დაიკარგება — თვის ბოლომდე ჩვენი თანამშრომლები მათ ძველი საწყობიდანაც წამოიღებენ.',
      en: 'Our warehouse in China has moved to a new, larger building in Baiyun District, Guangzhou. The extra space lets us process parcels faster and store them more safely.\n\nPlease update the delivery address in your Taobao, 1688, AliExpress and other shop accounts. You will find the new address in your account under My Addresses.\n\nParcels sent to the old address before the move won’t be lost — until the end of the month our staff will pick them up from the old warehouse.',
      ru: 'Наш склад в Китае переехал в новое, более просторное здание в районе Байюнь в Гуанчжоу. Здесь мы сможем обрабатывать посылки быстрее и хранить их надёжнее.\n\nПожалуйста, обновите адрес доставки в аккаунтах Taobao, 1688, AliExpress и других магазинов. Новый адрес есть в личном кабинете, в разделе «Мои адреса».\n\nПосылки, отправленные на старый адрес до переезда, не потеряются: до конца месяца наши сотрудники будут забирать их со старого склада.',
    },
    photo: { hue: 54, label: 'New Warehouse' },
    daysAgo: 64,
  },
  {
    slug: 'usa-tariff-reduced',
    title: {
      ka: 'აშშ-დან ამანათების ჩამოტანის ტარიფი შემცირდა',
      en: 'Lower shipping tariff for parcels from the USA',
      ru: 'Тариф на доставку из США снижен',
    },
    text: {
      ka: 'ამ თვიდან აშშ-დან ამანათების ჩამოტანა უფრო იაფია: ფიზიკური და იურიდიული პირებისთვის ერთი კილოგრამის ტარიფი შევამცირეთ.\n\nახალი ტარიფი ვრცელდება ცვლილების შემდეგ გამავალი რეისებით გამოგზავნილ ყველა ამანათზე, მათ შორის იმ ამანათებზეც, რომლებიც უკვე დელავერის საწყობში ელოდება გაგზავნას.\n\nყველა ქვეყნის მოქმედი ტარიფები იხილეთ გვერდზე „ტარიფები“. გახსოვდეთ, რომ საფასური ფაქტობრივი და მოცულობითი წონიდან უფრო დიდის მიხედვით გამოითვლება.',
      en: 'From this month, shipping from the USA is cheaper: we have lowered the per-kilogram tariff for both individuals and companies.\n\nThe new tariff applies to every parcel sent on flights departing after the change, including parcels already waiting at our Delaware warehouse.\n\nCurrent prices for all countries are on the Tariffs page. Remember that the fee is based on the greater of the actual and the volume weight.',
      ru: 'С этого месяца доставка из США стала дешевле: мы снизили тариф за килограмм для физических и юридических лиц.\n\nНовый тариф действует для всех посылок, которые улетят рейсами после изменения, в том числе для тех, что уже ждут отправки на складе в Делавэре.\n\nАктуальные цены по всем странам — на странице «Тарифы». Напоминаем, что стоимость рассчитывается по большему из двух значений: фактическому или объёмному весу.',
    },
    photo: { hue: 162, label: 'New Tariffs' },
    daysAgo: 73,
  },
  {
    slug: 'prohibited-goods-reminder',
    title: {
      ka: 'რისი გამოგზავნა არ შეიძლება: შეხსენება აკრძალულ ნივთებზე',
      en: 'What can’t fly: a reminder about prohibited goods',
      ru: 'Что нельзя отправлять самолётом: напоминание о запретах',
    },
    text: {
      ka: 'ყოველკვირეულად ჩვენს საწყობებში შემოდის ამანათები, რომელთა თვითმფრინავით გადაზიდვა შეუძლებელია. ფული რომ არ დაკარგოთ, ყიდვამდე გადახედეთ ჩამონათვალს.\n\nაკრძალულია: იარაღი და მისი ნაწილები, საბრძოლო მასალა, ფეთქებადი ნივთიერებები, ნარკოტიკები, ადვილად აალებადი სითხეები, აეროზოლები და აირები, ცოცხალი ცხოველები და მცენარეები. შეზღუდულია: მედიკამენტები, კვებითი დანამატები, სუნამოები, ცალკე ლითიუმის ბატარეები და პაუერბანკები, მაგნიტები.\n\nაკრძალული ნივთის გამყიდველისთვის უფასოდ დაბრუნება შეუძლებელია და შესაძლოა ის განადგურდეს კიდეც. თუ დარწმუნებული არ ხართ, შეკვეთამდე მოგვწერეთ.',
      en: 'Every week, parcels arrive at our warehouses that simply cannot be sent by plane. To avoid losing money, check the list before you buy.\n\nProhibited: weapons and their parts, ammunition, explosives, drugs, flammable liquids, aerosols and gases, live animals and plants. Restricted: medicines, dietary supplements, perfume, loose lithium batteries and power banks, magnets.\n\nProhibited items cannot be returned to the seller free of charge and may even be destroyed. If you’re not sure about an item, ask us before you order.',
      ru: 'Каждую неделю на наши склады приходят посылки, которые нельзя отправить самолётом. Чтобы не потерять деньги, проверьте список до покупки.\n\nЗапрещены: оружие и его части, боеприпасы, взрывчатые вещества, наркотики, легковоспламеняющиеся жидкости, аэрозоли и газы, живые животные и растения. Ограничены: лекарства, БАДы, парфюмерия, отдельные литиевые аккумуляторы и пауэрбанки, магниты.\n\nЗапрещённый товар нельзя бесплатно вернуть продавцу, и его могут уничтожить. Сомневаетесь — спросите нас до заказа.',
    },
    photo: { hue: 324, label: 'Prohibited Goods' },
    daysAgo: 81,
  },
  {
    slug: 'mariamoba-branches-closed',
    title: {
      ka: 'მარიამობას, 28 აგვისტოს, ფილიალები არ იმუშავებს',
      en: 'Branches closed on 28 August for Mariamoba',
      ru: '28 августа, в Мариамобу, филиалы не работают',
    },
    text: {
      ka: '28 აგვისტოს, მარიამობის დღესასწაულის გამო, ჩვენი ყველა ფილიალი დაკეტილი იქნება. ამ დღეს არც კურიერის მომსახურება იმუშავებს.\n\nრეისები განრიგის მიხედვით სრულდება. დღესასწაულზე ჩამოსული რეისის ამანათების გატანას 29 აგვისტოდან, ჩვეულ საათებში შეძლებთ.\n\nდეკლარირება, ბალანსის შევსება და რეისის საფასურის გადახდა პირად კაბინეტსა და აპლიკაციაში ნებისმიერ დროს შეგიძლიათ.',
      en: 'On 28 August, the Feast of the Dormition (Mariamoba), all our branches will be closed and there will be no courier deliveries.\n\nFlights operate as scheduled. Parcels from a flight that lands on the holiday can be collected from 29 August during the usual hours.\n\nDeclaring parcels, topping up your balance and paying for flights are available in your account and the app around the clock.',
      ru: '28 августа, в праздник Успения Богородицы (Мариамоба), все наши филиалы будут закрыты, курьерская доставка тоже не работает.\n\nРейсы выполняются по расписанию. Посылки с рейса, прибывшего в праздник, можно забрать с 29 августа в обычные часы работы.\n\nДекларирование, пополнение баланса и оплата рейсов доступны в личном кабинете и приложении круглосуточно.',
    },
    photo: { hue: 234, label: 'Holiday Notice' },
    daysAgo: 88,
  },
  {
    slug: 'kutaisi-branch-saturdays',
    title: {
      ka: 'ქუთაისის ფილიალი ახლა შაბათობითაც მუშაობს',
      en: 'Kutaisi branch now open on Saturdays',
      ru: 'Филиал в Кутаиси теперь работает и по субботам',
    },
    text: {
      ka: 'სასიხარულო ამბავი იმერეთში მცხოვრები მომხმარებლებისთვის: ქუთაისის ფილიალი ახლა თბილისის ფილიალების მსგავსად მუშაობს — ორშაბათიდან პარასკევის ჩათვლით 11:00–19:00, შაბათს კი 11:00–15:00.\n\nქუთაისის ფილიალში ამანათები რეისის თბილისში ჩამოფრენის მომდევნო დღეს ჩადის. როგორც კი ამანათი გასატანად მზად იქნება, შეტყობინებას მიიღებთ.\n\nამანათების ქუთაისში მისაღებად პროფილში ან დეკლარირებისას აირჩიეთ ქუთაისის ფილიალი.',
      en: 'Good news for our customers in Imereti: the Kutaisi branch now keeps the same hours as our Tbilisi branches — Monday to Friday 11:00–19:00 and Saturday 11:00–15:00.\n\nParcels reach the Kutaisi branch the day after the flight lands in Tbilisi. You’ll get a notification as soon as yours is ready for collection.\n\nTo collect parcels in Kutaisi, choose the Kutaisi branch in your profile or when you declare a parcel.',
      ru: 'Хорошая новость для клиентов из Имерети: филиал в Кутаиси теперь работает по тому же графику, что и тбилисские, — с понедельника по пятницу с 11:00 до 19:00, в субботу с 11:00 до 15:00.\n\nПосылки поступают в кутаисский филиал на следующий день после прилёта рейса в Тбилиси. Как только посылка будет готова к выдаче, вы получите уведомление.\n\nЧтобы получать посылки в Кутаиси, выберите кутаисский филиал в профиле или при декларировании.',
    },
    photo: { hue: 90, label: 'Kutaisi Branch' },
    daysAgo: 97,
  },
  {
    slug: 'volume-weight-explained',
    title: {
      ka: 'რა არის მოცულობითი წონა და რატომ ჯდება დიდი ყუთი უფრო ძვირი',
      en: 'Volume weight explained: why a big box can cost more',
      ru: 'Что такое объёмный вес и почему большая коробка дороже',
    },
    text: {
      ka: 'თვითმფრინავში ადგილი შეზღუდულია, ამიტომ ავიაკომპანიები გადაზიდვის საფასურს მხოლოდ წონის კი არა, ზომის მიხედვითაც ითვლიან. სწორედ ამიტომ თითოეულ ამანათზე ორ მაჩვენებელს ვადარებთ: ფაქტობრივ წონასა და მოცულობით წონას.\n\nმოცულობითი წონა ასე გამოითვლება: სიგრძე × სიგანე × სიმაღლე სანტიმეტრებში, გაყოფილი 6000-ზე. მაგალითად, 50 × 40 × 30 სმ ზომის ყუთის მოცულობითი წონა 10 კგ-ია, თუნდაც ის სულ 3 კგ-ს იწონიდეს.\n\nსაფასური ამ ორი მაჩვენებლიდან უფრო დიდის მიხედვით ირიცხება. დიდი ზომის ნივთების — ბალიშების, საბნების ან სათამაშოების — შეკვეთამდე ისარგებლეთ ჩვენს ვებგვერდზე არსებული კალკულატორით.',
      en: 'Space on a plane is limited, so airlines charge not only by weight but also by size. That’s why we compare two figures for every parcel: its actual weight and its volume weight.\n\nVolume weight is length × width × height in centimetres, divided by 6000. For example, a 50 × 40 × 30 cm box has a volume weight of 10 kg, even if it weighs only 3 kg.\n\nWe charge for whichever of the two is greater. Before ordering bulky items such as pillows, duvets or toys, try the calculator on our website.',
      ru: 'Место в самолёте ограничено, поэтому авиакомпании берут плату не только за вес, но и за размер. Вот почему для каждой посылки мы сравниваем два показателя: фактический и объёмный вес.\n\nОбъёмный вес — это длина × ширина × высота в сантиметрах, делённые на 6000. Например, у коробки 50 × 40 × 30 см объёмный вес 10 кг, даже если сама она весит всего 3 кг.\n\nОплачивается больший из двух показателей. Перед заказом объёмных вещей — подушек, одеял, игрушек — воспользуйтесь калькулятором на нашем сайте.',
    },
    photo: { hue: 252, label: 'Volume Weight' },
    daysAgo: 109,
  },
  {
    slug: 'how-to-upload-invoice',
    title: {
      ka: 'როგორ ავტვირთოთ ინვოისი დეკლარაციაში',
      en: 'How to upload an invoice to your declaration',
      ru: 'Как загрузить инвойс к декларации',
    },
    text: {
      ka: '300 ლარის ან მეტი ღირებულების საქონელზე საბაჟო ინვოისს ითხოვს — მაღაზიის დოკუმენტს, სადაც ჩანს, რა იყიდეთ და რამდენი გადაიხადეთ.\n\nგამოდგება შეკვეთის დამადასტურებელი ელწერილი ან შეკვეთის გვერდის სქრინშოტიც, თუ მასზე ჩანს ნივთები, ფასი და შეკვეთის ნომერი. შეინახეთ ფაილი PNG, JPG ან PDF ფორმატში, მაქსიმუმ 3 მბ ზომით.\n\nპირად კაბინეტში გახსენით ამანათი, დააჭირეთ ღილაკს „ინვოისის ატვირთვა“ და აირჩიეთ ფაილი. თუ ინვოისს რეისის ჩამოფრენამდე ატვირთავთ, ამანათი საბაჟოს შეფერხების გარეშე გაივლის.',
      en: 'For goods worth 300 lari or more, customs requires an invoice — a document from the shop showing what you bought and how much you paid.\n\nAn order confirmation email or a screenshot of the order page works too, as long as it shows the items, the price and the order number. Save it as a PNG, JPG or PDF file of up to 3 MB.\n\nOpen the parcel in your account, click Upload invoice and choose the file. If you upload the invoice before the flight lands, the parcel will clear customs without delay.',
      ru: 'Для товаров стоимостью от 300 лари таможня требует инвойс — документ из магазина, где видно, что вы купили и сколько заплатили.\n\nПодойдёт и письмо с подтверждением заказа или скриншот страницы заказа, если на нём видны товары, цена и номер заказа. Сохраните файл в формате PNG, JPG или PDF размером до 3 МБ.\n\nОткройте посылку в личном кабинете, нажмите «Загрузить инвойс» и выберите файл. Если загрузить инвойс до прилёта рейса, посылка пройдёт таможню без задержек.',
    },
    photo: { hue: 180, label: 'Invoice Upload' },
    daysAgo: 121,
  },
  {
    slug: 'didi-digomi-branch-opened',
    title: {
      ka: 'დიდ დიღომში ახალი ფილიალი გაიხსნა',
      en: 'New branch opens in Didi Digomi',
      ru: 'Открылся новый филиал в Диди Дигоми',
    },
    text: {
      ka: 'დიდ დიღომში, იოანე პეტრიწის ქუჩა №23-ში, ჩვენი ახალი ფილიალი გაიხსნა. დიდი დიღმის, დიღმის მასივისა და საბურთალოს მაცხოვრებლებს ამანათების გატანა ახლა სახლთან ახლოს შეუძლიათ.\n\nფილიალი ღიაა ორშაბათიდან პარასკევის ჩათვლით 11:00–19:00, შაბათს — 11:00–15:00. მომხმარებლებისთვის უფასო ავტოსადგომიც გვაქვს.\n\nამ ფილიალში ამანათების მისაღებად პროფილში აირჩიეთ დიდი დიღმის ფილიალი.',
      en: 'We have opened a new branch in Didi Digomi, at 23 Ioane Petritsi Street. People living in Didi Digomi, the Digomi Massive and Saburtalo can now collect their parcels close to home.\n\nThe branch is open Monday to Friday 11:00–19:00 and Saturday 11:00–15:00, and there is free parking for customers.\n\nTo collect your parcels here, choose the Didi Digomi branch in your profile.',
      ru: 'Мы открыли новый филиал в Диди Дигоми, на улице Иоанэ Петрици, 23. Жители Диди Дигоми, Дигомского массива и Сабуртало теперь могут забирать посылки рядом с домом.\n\nФилиал работает с понедельника по пятницу с 11:00 до 19:00, в субботу — с 11:00 до 15:00. Для клиентов есть бесплатная парковка.\n\nЧтобы получать посылки здесь, выберите в профиле филиал в Диди Дигоми.',
    },
    photo: { hue: 126, label: 'New Branch' },
    daysAgo: 138,
  },
  {
    slug: 'turkey-summer-sales',
    title: {
      ka: 'ზაფხულის ფასდაკლებები თურქულ მაღაზიებში: რა უნდა გაითვალისწინოთ',
      en: 'Summer sales in Turkish shops: what to keep in mind',
      ru: 'Летние распродажи в турецких магазинах: на что обратить внимание',
    },
    text: {
      ka: 'Trendyol-ზე, Hepsiburada-ზე და თურქული ტანსაცმლის ბრენდების საიტებზე ზაფხულის ფასდაკლებები დაიწყო — ფასები 70%-მდეა შემცირებული.\n\nშეკვეთისას სახელი და გვარი ლათინური ასოებით მიუთითეთ, პერსონალურ კოდთან ერთად, ზუსტად ისე, როგორც პირად კაბინეტშია. კოდის გარეშე ამანათის სწრაფად იდენტიფიცირება ვერ ხერხდება.\n\nტანსაცმელი და ფეხსაცმელი ხშირად დიდ ყუთებში მოდის: მოცულობით წონაზე რომ დაზოგოთ, კომენტარის ველში გადაფუთვა მოითხოვეთ.',
      en: 'Summer sales have started on Trendyol, Hepsiburada and the websites of Turkish clothing brands, with discounts of up to 70%.\n\nWhen you order, enter your name in Latin letters together with your customer code, exactly as shown in your account. Without the code we can’t identify the parcel quickly.\n\nClothes and shoes often come in big boxes, so ask for repacking in the comment field to save on volume weight.',
      ru: 'На Trendyol, Hepsiburada и сайтах турецких брендов одежды стартовали летние распродажи — скидки до 70%.\n\nПри заказе указывайте имя и фамилию латиницей вместе с персональным кодом — точно так, как в личном кабинете. Без кода быстро опознать посылку не получится.\n\nОдежда и обувь часто приходят в больших коробках: чтобы сэкономить на объёмном весе, попросите переупаковку в поле комментария.',
    },
    photo: { hue: 288, label: 'Summer Sales' },
    daysAgo: 157,
  },
  {
    slug: 'foreign-citizens-registration',
    title: {
      ka: '„ამანათში“ რეგისტრაცია უცხო ქვეყნის მოქალაქეებსაც შეუძლიათ',
      en: 'Foreign citizens can now register with Amanati',
      ru: 'Иностранные граждане теперь могут зарегистрироваться в Amanati',
    },
    text: {
      ka: 'საქართველოში ცხოვრობთ, მაგრამ საქართველოს მოქალაქე არ ხართ? ახლა „ამანათში“ ანგარიშის გახსნა თქვენც შეგიძლიათ.\n\nრეგისტრაციისას მონიშნეთ „უცხო ქვეყნის მოქალაქე“ და ქართული პირადი ნომრის ნაცვლად პასპორტის ნომერი მიუთითეთ. დანარჩენი ყველაფერი ისევე მუშაობს, როგორც სხვა მომხმარებლებისთვის: პერსონალური მისამართები ჩინეთში, თურქეთსა და აშშ-ში, დეკლარირება, რეისების საფასურის გადახდა და კურიერით მიწოდება.\n\nჩვენი ფილიალების ინგლისურად და რუსულად მოსაუბრე თანამშრომლები ნებისმიერ კითხვაზე სიამოვნებით გიპასუხებენ.',
      en: 'Living in Georgia but not a Georgian citizen? You can now open an Amanati account too.\n\nWhen you register, tick “Foreign citizen” and enter your passport number instead of a Georgian personal number. Everything else works just as it does for other customers: personal addresses in China, Turkey and the USA, declarations, flight payments and courier delivery.\n\nOur branch staff speak English and Russian and will be happy to answer any questions.',
      ru: 'Живёте в Грузии, но не являетесь её гражданином? Теперь и вы можете открыть аккаунт в Amanati.\n\nПри регистрации отметьте «Иностранный гражданин» и вместо грузинского личного номера укажите номер паспорта. Всё остальное работает так же, как у других клиентов: персональные адреса в Китае, Турции и США, декларирование, оплата рейсов и курьерская доставка.\n\nСотрудники наших филиалов говорят по-английски и по-русски и с радостью ответят на любые вопросы.',
    },
    photo: { hue: 72, label: 'Foreign Citizens' },
    daysAgo: 176,
  },
];
