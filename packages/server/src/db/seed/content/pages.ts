// Demo static pages: the terms of service in Georgian, English and Russian as simple sanitiser-safe HTML.
import type { Localized } from '@amanati/shared/localized';

export interface DemoPage {
  slug: string;
  title: Localized;
  description: Localized;
}

/**
 * §3 of the terms, the customs rule (issue 16 §8, UX review 10): said as the dashboard and the
 * notifications say it — the same-shop, same-flight group against the threshold, the flight's declaration
 * deadline, the hold after the grace days. The numbers are those of the rule set the migrations seed.
 * Installs seeded before get it through `content-revisions.ts`.
 */
export const TERMS_DECLARATION: Localized = {
  ka: `<p>საქართველოს საბაჟო კანონმდებლობის თანახმად, თითოეული ამანათის დეკლარირება მომხმარებლის ვალდებულებაა. ამანათი დაადეკლარირეთ თქვენს ანგარიშში, როგორც კი გამყიდველი თრექინგ ნომერს მოგაწვდით, და არაუგვიანეს მისი რეისის დეკლარირების ვადისა, რომელსაც თქვენს ანგარიშში ნახავთ.</p>
<ul>
<li>დეკლარაციაში მიუთითეთ თრექინგ ნომერი, მაღაზია (პირადი ამანათის შემთხვევაში — გამგზავნი), საქონლის კატეგორია, რაოდენობა და რეალურად გადახდილი ფასი იმ ვალუტაში, რომლითაც გადაიხადეთ.</li>
<li>ერთი და იმავე მაღაზიიდან (პირადი ამანათების შემთხვევაში — ერთი და იმავე გამგზავნისგან) ერთი და იმავე რეისით გამოგზავნილი თქვენი ამანათების ღირებულება იკრიბება. თუ მათი ჯამური ღირებულება ან ერთი ამანათის ღირებულება <strong>300 ლარი ან მეტია</strong>, ამ ჯგუფის თითოეული ამანათი განბაჟებას ექვემდებარება. ამ შემთხვევაში თითოეულ მათგანზე ატვირთეთ მაღაზიის ინვოისი ან შეკვეთის დამადასტურებელი დოკუმენტი (PNG, JPG ან PDF, მაქსიმუმ 3 მბ). ინვოისის გარეშე ამანათის განბაჟება შეუძლებელია.</li>
<li>ამანათი, რომელიც საქართველოში ჩამოსვლიდან <strong>7 დღის</strong> შემდეგაც არ არის დეკლარირებული, შეჩერდება და მის შესახებ გადაწყვეტილებას ჩვენი თანამშრომლები მიიღებენ.</li>
<li>უცხო ქვეყნის მოქალაქის ამანათების განბაჟებისთვის საჭიროა საქართველოს საგადასახადო ნომერი: მიუთითეთ იგი თქვენს პროფილში.</li>
<li>იმპორტის გადასახადებს, მათ შორის დღგ-ს, იხდის მომხმარებელი.</li>
</ul>
`,
  en: `<p>Under Georgian customs law, each parcel must be declared by the customer. Declare a parcel in your account as soon as the seller gives you a tracking number, and no later than its flight’s declaration deadline, which your account shows.</p>
<ul>
<li>The declaration states the tracking number, shop (for a personal parcel, the sender), category of goods, quantity and the price actually paid, in the currency of payment.</li>
<li>Your parcels from the same shop (for personal parcels, from the same sender) on the same flight are added up. If their combined value, or the value of a single parcel, is <strong>300 lari or more</strong>, every parcel of that group is subject to customs clearance. In that case, upload the shop’s invoice or order confirmation for each of them (PNG, JPG or PDF, up to 3 MB). A parcel cannot be cleared without an invoice.</li>
<li>A parcel still undeclared <strong>7 days</strong> after its arrival in Georgia is held, and our staff decide what happens to it.</li>
<li>Foreign citizens need a Georgian tax number for customs clearance: enter it in your profile.</li>
<li>Import taxes, including VAT, are paid by the customer.</li>
</ul>
`,
  ru: `<p>По таможенному законодательству Грузии каждую посылку декларирует сам клиент. Задекларируйте посылку в личном кабинете, как только продавец сообщит трек-номер, и не позднее срока декларирования её рейса, указанного в кабинете.</p>
<ul>
<li>В декларации указываются трек-номер, магазин (для личной посылки — отправитель), категория товара, количество и фактически уплаченная цена в валюте оплаты.</li>
<li>Стоимость ваших посылок из одного магазина (личных посылок — от одного отправителя) на одном рейсе суммируется. Если общая стоимость или стоимость одной посылки составляет <strong>300 лари и более</strong>, каждая посылка этой группы подлежит таможенному оформлению. В этом случае загрузите для каждой из них инвойс или подтверждение заказа из магазина (PNG, JPG или PDF, до 3 МБ). Без инвойса таможенное оформление посылки невозможно.</li>
<li>Посылка, не задекларированная и через <strong>7 дней</strong> после прибытия в Грузию, задерживается; решение о ней принимают наши сотрудники.</li>
<li>Для таможенного оформления посылок иностранного гражданина нужен грузинский налоговый номер: укажите его в профиле.</li>
<li>Импортные налоги, включая НДС, оплачивает клиент.</li>
</ul>
`,
};

const TERMS_KA = `<p>ეს პირობები განსაზღვრავს „ამანათის“ (შემდგომში — „კომპანია“, „ჩვენ“) და ჩვენი ვებგვერდის, მობილური აპლიკაციის ან მომსახურების მომხმარებლის (შემდგომში — „მომხმარებელი“, „თქვენ“) ურთიერთობას. ანგარიშის რეგისტრაციით ადასტურებთ, რომ გაეცანით ამ პირობებს და ეთანხმებით მათ.</p>

<h2>1. მომსახურება</h2>
<p>„ამანათი“ ჩინეთიდან, თურქეთიდან და აშშ-დან ინტერნეტით შეძენილი ნივთების საჰაერო გზით საქართველოში გადაზიდვას ახორციელებს. თითოეულ მომხმარებელს ვანიჭებთ პერსონალურ მისამართებს ჩვენს უცხოურ საწყობებში, სადაც ამანათებს ვიღებთ, ვწონით, რეგულარული რეისებით ვაგზავნით და საქართველოში გადავცემთ. ჩინეთიდან რეისი კვირაში სამჯერ სრულდება, თურქეთიდან და აშშ-დან — ორჯერ.</p>
<p>ამას გარდა, გეხმარებით ჩინურ ონლაინ მაღაზიებში რეგისტრაციაში, უფასოდ ვახორციელებთ ამანათების საბაჟო დეკლარირებას, მოთხოვნის შემთხვევაში ვახდენთ გადაფუთვას და კურიერით მიგვაქვს ამანათები საქართველოს ნებისმიერ კუთხეში.</p>
<p>კომპანია არ არის საქონლის გამყიდველი და პასუხს არ აგებს მის ხარისხზე, სისრულეზე ან გამყიდველის მიერ ჩვენს საწყობამდე მიწოდებაზე.</p>

<h2>2. რეგისტრაცია და პერსონალური მისამართი</h2>
<ul>
<li>რეგისტრაცია შეუძლიათ როგორც ფიზიკურ პირებს (მათ შორის უცხო ქვეყნის მოქალაქეებსა და ინდივიდუალურ მეწარმეებს), ისე იურიდიულ პირებს.</li>
<li>სარეგისტრაციო მონაცემები უნდა იყოს ზუსტი და შეესაბამებოდეს პირადობის დამადასტურებელ დოკუმენტს ან კომპანიის რეგისტრაციის მონაცემებს: სახელი და გვარი ქართულად და ლათინური ასოებით, პირადი ან საიდენტიფიკაციო ნომერი, ტელეფონის ნომერი და მისამართი.</li>
<li>რეგისტრაციის შემდეგ მიიღებთ პერსონალურ კოდს (ოთახის ნომერს) და ჩვენი საწყობების მისამართებს ჩინეთში, თურქეთსა და აშშ-ში.</li>
<li>შეკვეთისას მიმღების სახელი და გვარი ყოველთვის ლათინური ასოებით მიუთითეთ, პერსონალურ კოდთან ერთად, ზუსტად ისე, როგორც ეს თქვენს ანგარიშშია მითითებული. უკოდოდ ან არასწორი მონაცემებით გამოგზავნილი ამანათი შესაძლოა დაგვიანდეს ან მისი იდენტიფიცირება ვერ მოხერხდეს.</li>
<li>პაროლის საიდუმლოდ შენახვასა და ანგარიშიდან შესრულებულ ყველა მოქმედებაზე პასუხისმგებელი ხართ თქვენ. ერთ პირს შეიძლება ჰქონდეს მხოლოდ ერთი ანგარიში.</li>
</ul>

<h2>3. დეკლარირების ვალდებულება</h2>
${TERMS_DECLARATION.ka}<p>არასწორ დეკლარირებაზე საქართველოს შემოსავლების სამსახური (<a href="https://www.rs.ge">rs.ge</a>) ჯარიმას აკისრებს:</p>
<ul>
<li>ფიზიკურ პირს, პირველი დარღვევისას — <strong>დღგ-ის თანხის 40%</strong>-ის ოდენობით;</li>
<li>ფიზიკურ პირს, განმეორებითი დარღვევისას — <strong>დღგ-ის თანხის 100%</strong>-ის ოდენობით;</li>
<li>იურიდიულ პირს, პირველივე დარღვევისას — <strong>დღგ-ის თანხის 100%</strong>-ის ოდენობით.</li>
</ul>
<p>არასწორი ან დაგვიანებული დეკლარირებით გამოწვეულ ჯარიმას იხდის მომხმარებელი. ჩვენ არ ვამოწმებთ ამანათის შიგთავსის შესაბამისობას დეკლარაციასთან და პასუხს არ ვაგებთ თქვენ მიერ მოწოდებულ მონაცემებზე.</p>

<h2>4. აკრძალული და შეზღუდული ნივთები</h2>
<p>არ ვიღებთ ნივთებს, რომელთა საქართველოში შემოტანა ან საჰაერო ტრანსპორტით გადაზიდვა აკრძალულია, მათ შორის:</p>
<ul>
<li>იარაღს, მის ნაწილებს, საბრძოლო მასალასა და ფეთქებად ნივთიერებებს;</li>
<li>ნარკოტიკულ და ფსიქოტროპულ ნივთიერებებს;</li>
<li>ადვილად აალებად, ტოქსიკურ და კოროზიულ ნივთიერებებს, აეროზოლებსა და შეკუმშულ აირებს;</li>
<li>ცოცხალ ცხოველებს, მცენარეებსა და თესლს;</li>
<li>ნაღდ ფულს, ფასიან ქაღალდებს, ძვირფას ლითონებსა და ქვებს;</li>
<li>გაყალბებულ პროდუქციას და ნებისმიერ ნივთს, რომლის შემოტანაც საქართველოს კანონმდებლობით აკრძალულია.</li>
</ul>
<p>ზოგიერთ ნივთს მხოლოდ შეზღუდული რაოდენობით ან განსაკუთრებული პირობებით ვიღებთ: მედიკამენტებს, საკვებსა და კვებით დანამატებს, სუნამოს, სითხეებს, ცალკე ლითიუმის ბატარეებსა და პაუერბანკებს, მაგნიტებს. ასეთი ნივთის შეძენამდე დაუკავშირდით ჩვენს მხარდაჭერის სამსახურს.</p>
<p>აკრძალული ნივთი შესაძლოა დაკავდეს, დაუბრუნდეს გამგზავნს ან განადგურდეს მომხმარებლის ხარჯით; მის ღირებულებას კომპანია არ ანაზღაურებს.</p>

<h2>5. აწონვა და მოცულობითი წონა</h2>
<p>თითოეულ ამანათს უცხოურ საწყობში ვწონით და ვზომავთ. მოცულობითი წონა ასე გამოითვლება:</p>
<p><strong>სიგრძე × სიგანე × სიმაღლე (სმ) / 6000 = მოცულობითი წონა (კგ)</strong></p>
<p>საფასური ფაქტობრივი და მოცულობითი წონიდან უფრო დიდის მიხედვით ირიცხება. წონის წინასწარ გამოსათვლელად გამოიყენეთ ჩვენს ვებგვერდზე განთავსებული კალკულატორი.</p>

<h2>6. ტარიფები და გადახდა</h2>
<ul>
<li>ტრანსპორტირების ტარიფი დგინდება აშშ დოლარში ერთ კილოგრამზე, ქვეყნისა და მომხმარებლის ტიპის მიხედვით, და გამოქვეყნებულია გვერდზე „ტარიფები“. თანხა ლარში საქართველოს ეროვნული ბანკის ოფიციალური კურსით გამოითვლება.</li>
<li>საფასური თითოეული რეისისთვის ცალ-ცალკე იხდება თქვენი ანგარიშის ბალანსიდან. ყოველი რეისის ანგარიშ-ფაქტურა ხელმისაწვდომია თქვენს ანგარიშში.</li>
<li>ბალანსის შევსება შეგიძლიათ საქართველოს ნებისმიერი ბანკის მიერ გაცემული ბარათით.</li>
<li>ამანათი გაიცემა მხოლოდ რეისის საფასურის გადახდისა და ანგარიშზე არსებული დავალიანების დაფარვის შემდეგ.</li>
<li>საბაჟო გადასახადები, დღგ და კურიერის მომსახურების საფასური ტრანსპორტირების ტარიფში არ შედის.</li>
</ul>

<h2>7. მიწოდება და ამანათის მიღება</h2>
<p>რეისის ჩამოფრენისა და საბაჟო პროცედურების დასრულების შემდეგ შეტყობინებას მიიღებთ. ამანათის მიღება შეგიძლიათ თქვენ მიერ არჩეულ ფილიალში: თბილისში — დიდუბის, გლდანის, ისნის ან დიდი დიღმის ფილიალში, ან ქუთაისის ფილიალში.</p>
<p>ფილიალების სამუშაო საათები: ორშაბათი–პარასკევი 11:00–19:00, შაბათი 11:00–15:00.</p>
<ul>
<li>ამანათის მისაღებად წარმოადგინეთ პირადობის დამადასტურებელი დოკუმენტი. თქვენ ნაცვლად ამანათის მიღება სხვა პირსაც შეუძლია, თუ მან იცის თქვენი პერსონალური კოდი და წარმოადგენს თქვენს წერილობით თანხმობას.</li>
<li>კურიერის გამოძახება შესაძლებელია თქვენი ანგარიშიდან. კურიერი ამანათს 2–3 სამუშაო დღეში მოგიტანთ. მიწოდების საფასურს, ჩვენს ვებგვერდზე მითითებული ტარიფის მიხედვით, უშუალოდ კურიერს უხდით ამანათის მიღებისას.</li>
<li>ამანათის მიღებისას შეამოწმეთ შეფუთვა. დაზიანებული შეფუთვის შესახებ ადგილზევე აცნობეთ ჩვენს თანამშრომელს.</li>
</ul>

<h2>8. გაუტანელი ამანათების შენახვა</h2>
<p>ფილიალში ამანათი ჩამოსვლიდან 30 კალენდარული დღის განმავლობაში უფასოდ ინახება. 31-ე დღიდან ირიცხება შენახვის საფასური — 1 ლარი თითო ამანათზე დღეში. ამანათი, რომელიც ჩამოსვლიდან 90 დღის განმავლობაში არ იქნება გატანილი, მიტოვებულად ჩაითვლება და განიკარგება საქართველოს კანონმდებლობით დადგენილი წესით; ტრანსპორტირებისა და შენახვის ხარჯების დაფარვის ვალდებულება მომხმარებელს რჩება.</p>

<h2>9. დაკარგული ან დაზიანებული ამანათი და პასუხისმგებლობა</h2>
<ul>
<li>ამანათზე პასუხს ვაგებთ მისი უცხოურ საწყობში რეგისტრაციის მომენტიდან თქვენთვის ან კურიერისთვის გადაცემამდე.</li>
<li>თუ ამანათი ჩვენი ბრალით დაიკარგა, აგინაზღაურებთ დეკლარაციაში მითითებულ და ინვოისით დადასტურებულ ღირებულებას, ასევე გადახდილ ტრანსპორტირების საფასურს.</li>
<li>დაზიანებასთან დაკავშირებული პრეტენზია უნდა წარმოადგინოთ ამანათის მიღებისთანავე, ხოლო კურიერით მიწოდებისას — 24 საათის განმავლობაში, ამანათისა და შეფუთვის ფოტოებთან ერთად.</li>
<li>პასუხს არ ვაგებთ გამყიდველის არასათანადო შეფუთვით გამოწვეულ დაზიანებაზე, დამცავი შეფუთვის გარეშე გამოგზავნილ მსხვრევად ნივთებზე, გამყიდველის მიერ არასწორი ან წუნდებული ნივთის გამოგზავნაზე, ასევე საბაჟოს, ამინდის, ავიაკომპანიის ან ჩვენგან დამოუკიდებელი სხვა გარემოებებით გამოწვეულ დაგვიანებაზე.</li>
<li>ჩვენი პასუხისმგებლობა შემოიფარგლება ამანათის დეკლარირებული ღირებულებით და არ მოიცავს მიუღებელ შემოსავალს ან სხვა არაპირდაპირ ზიანს.</li>
</ul>

<h2>10. პერსონალური მონაცემები</h2>
<p>პერსონალურ მონაცემებს ვამუშავებთ „პერსონალურ მონაცემთა დაცვის შესახებ“ საქართველოს კანონის შესაბამისად და მხოლოდ მომსახურების გაწევის მიზნით. მონაცემებს ვუზიარებთ საქართველოს შემოსავლების სამსახურს — საბაჟო პროცედურებისთვის, გადამზიდავებსა და კურიერებს — მიწოდებისთვის, ხოლო საგადახდო მომსახურების მიმწოდებლებს — გადახდების დასამუშავებლად. თქვენს მონაცემებს არ ვყიდით და სარეკლამო მიზნით მესამე პირებს არ გადავცემთ. შეგიძლიათ მოითხოვოთ თქვენს მონაცემებზე წვდომა, მათი შესწორება ან წაშლა, თუ კანონი მათ შენახვას არ გვავალდებულებს.</p>

<h2>11. პირობების ცვლილება</h2>
<p>კომპანია იტოვებს უფლებას, შეცვალოს ეს პირობები. მოქმედი რედაქცია ყოველთვის ამ გვერდზე ქვეყნდება და ძალაში შედის გამოქვეყნების დღიდან. არსებითი ცვლილებების შესახებ წინასწარ გაცნობებთ შეტყობინებით თქვენს ანგარიშში ან ელ. ფოსტით. თუ ცვლილებების ძალაში შესვლის შემდეგ განაგრძობთ მომსახურებით სარგებლობას, ეს ნიშნავს, რომ ახალ პირობებს ეთანხმებით.</p>`;

const TERMS_EN = `<p>These terms govern the relationship between Amanati (“the Company”, “we”) and everyone who uses our website, mobile app or services (“the Customer”, “you”). By registering an account, you confirm that you have read and accept these terms.</p>

<h2>1. The service</h2>
<p>Amanati ships goods bought online in China, Turkey and the USA to Georgia by air. Every customer gets personal addresses at our warehouses abroad, where we receive and weigh parcels, send them on regular flights and hand them over in Georgia. Flights from China depart three times a week; flights from Turkey and the USA, twice a week.</p>
<p>We also help you register on Chinese marketplaces, declare parcels to customs free of charge, repack them on request and deliver them by courier anywhere in Georgia.</p>
<p>We do not sell the goods and are not responsible for their quality, completeness or delivery by the seller to our warehouse.</p>

<h2>2. Registration and the personal address</h2>
<ul>
<li>Both individuals (including foreign citizens and individual entrepreneurs) and legal entities may register.</li>
<li>Your registration details must be accurate and match your identity document or your company’s registration: name in Georgian and Latin letters, personal or identification number, phone number and address.</li>
<li>After registration you receive a personal customer code (room number) and the addresses of our warehouses in China, Turkey and the USA.</li>
<li>When ordering, always enter the recipient’s name in Latin letters together with your customer code, exactly as shown in your account. Parcels without a code or with wrong details may be delayed or remain unidentified.</li>
<li>You are responsible for keeping your password secret and for everything done through your account. Each person may hold only one account.</li>
</ul>

<h2>3. Declaration duty</h2>
${TERMS_DECLARATION.en}<p>Incorrect declarations are penalised by the Revenue Service of Georgia (<a href="https://www.rs.ge">rs.ge</a>):</p>
<ul>
<li>individuals, first violation: a fine of <strong>40% of the VAT</strong> due;</li>
<li>individuals, repeated violation: <strong>100% of the VAT</strong>;</li>
<li>legal entities: <strong>100% of the VAT</strong>, from the first violation.</li>
</ul>
<p>The customer pays any fines for incorrect or late declarations. We do not check the contents of parcels against declarations and are not liable for the information you provide.</p>

<h2>4. Prohibited and restricted goods</h2>
<p>We do not accept goods that may not be imported into Georgia or carried by air, including:</p>
<ul>
<li>weapons, their parts, ammunition and explosives;</li>
<li>narcotic and psychotropic substances;</li>
<li>flammable, toxic and corrosive substances, aerosols and compressed gases;</li>
<li>live animals, plants and seeds;</li>
<li>cash, securities, precious metals and stones;</li>
<li>counterfeit goods and any other goods whose import is prohibited by Georgian law.</li>
</ul>
<p>Some goods are accepted only in limited quantities or under special conditions: medicines, food and dietary supplements, perfume, liquids, loose lithium batteries and power banks, and magnets. Please check with our support team before buying such goods.</p>
<p>Prohibited goods may be detained, returned to the sender or destroyed at the customer’s expense; we do not compensate their value.</p>

<h2>5. Weighing and volume weight</h2>
<p>Every parcel is weighed and measured at our warehouse abroad. Volume weight is calculated as:</p>
<p><strong>length × width × height (cm) / 6000 = volume weight (kg)</strong></p>
<p>We charge for whichever is greater: the actual weight or the volume weight. You can estimate the volume weight with the calculator on our website.</p>

<h2>6. Tariffs and payment</h2>
<ul>
<li>Shipping tariffs are set in US dollars per kilogram by country and customer type and are published on the Tariffs page. Lari amounts are calculated at the official rate of the National Bank of Georgia.</li>
<li>You pay separately for each flight from your account balance. The shipping bill for every flight is available in your account.</li>
<li>You can top up your balance with a card issued by any Georgian bank.</li>
<li>A parcel is released only after its flight is paid for and any debt on your account is settled.</li>
<li>Customs duties, VAT and courier fees are not included in the shipping tariff.</li>
</ul>

<h2>7. Delivery and collection</h2>
<p>Once the flight has arrived and customs procedures are complete, you will be notified. Collect your parcels at the branch you have chosen: Didube, Gldani, Isani or Didi Digomi in Tbilisi, or Kutaisi.</p>
<p>Branch opening hours: Monday–Friday 11:00–19:00, Saturday 11:00–15:00.</p>
<ul>
<li>Bring an identity document to collect a parcel. Someone else may collect it for you if they know your customer code and show your written consent.</li>
<li>You can call a courier from your account; delivery takes 2–3 working days. The delivery fee, as per the courier tariffs on our website, is paid directly to the courier on delivery.</li>
<li>Check the packaging when you receive your parcel, and report any damage to our staff on the spot.</li>
</ul>

<h2>8. Storage of unclaimed parcels</h2>
<p>Parcels are stored at the branch free of charge for 30 calendar days after arrival. From the 31st day, a storage fee of 1 lari per parcel per day applies. Parcels not collected within 90 days of arrival are treated as abandoned and disposed of in accordance with Georgian law; the customer remains liable for the shipping and storage costs.</p>

<h2>9. Lost or damaged parcels and liability</h2>
<ul>
<li>We are responsible for a parcel from the moment it is registered at our warehouse abroad until it is handed to you or to the courier.</li>
<li>If a parcel is lost through our fault, we refund the declared value confirmed by the invoice, plus the shipping fee paid.</li>
<li>Claims for damage must be made when you collect the parcel or, for courier deliveries, within 24 hours, with photos of the parcel and its packaging.</li>
<li>We are not liable for damage caused by the seller’s inadequate packaging, for fragile items sent without protective packaging, for the seller sending wrong or defective goods, or for delays caused by customs, weather, the airline or other circumstances beyond our control.</li>
<li>Our liability is limited to the declared value of the parcel and does not cover lost profit or other indirect losses.</li>
</ul>

<h2>10. Personal data</h2>
<p>We process personal data in accordance with the Law of Georgia on Personal Data Protection and only to provide our services. We share data with the Revenue Service of Georgia for customs procedures, with carriers and couriers for delivery, and with payment providers for payments. We never sell your data or pass it to third parties for advertising. You may ask to access, correct or delete your data, unless the law requires us to keep it.</p>

<h2>11. Changes to the terms</h2>
<p>The Company may change these terms. The current version is always published on this page and takes effect on the day of publication. We will give advance notice of significant changes in your account or by email. If you continue to use our services after the changes take effect, you accept the new terms.</p>`;

const TERMS_RU = `<p>Настоящие условия регулируют отношения между компанией Amanati (далее — «Компания», «мы») и любым лицом, которое пользуется нашим сайтом, мобильным приложением или услугами (далее — «Клиент», «вы»). Регистрируя аккаунт, вы подтверждаете, что ознакомились с условиями и принимаете их.</p>

<h2>1. Услуга</h2>
<p>Amanati доставляет в Грузию авиатранспортом товары, купленные в интернет-магазинах Китая, Турции и США. Каждый клиент получает персональные адреса на наших зарубежных складах: там мы принимаем посылки, взвешиваем их, отправляем регулярными рейсами и выдаём в Грузии. Из Китая рейсы вылетают три раза в неделю, из Турции и США — два раза в неделю.</p>
<p>Кроме того, мы помогаем зарегистрироваться в китайских интернет-магазинах, бесплатно декларируем посылки на таможне, по запросу переупаковываем их и доставляем курьером по всей Грузии.</p>
<p>Компания не является продавцом товаров и не отвечает за их качество, комплектность и доставку продавцом до нашего склада.</p>

<h2>2. Регистрация и персональный адрес</h2>
<ul>
<li>Зарегистрироваться могут как физические лица (в том числе иностранные граждане и индивидуальные предприниматели), так и юридические лица.</li>
<li>Регистрационные данные должны быть точными и совпадать с удостоверением личности или регистрационными данными компании: имя и фамилия на грузинском языке и латиницей, личный или идентификационный номер, телефон и адрес.</li>
<li>После регистрации вы получаете персональный код клиента (AX-код) и адреса наших складов в Китае, Турции и США.</li>
<li>При заказе всегда указывайте имя и фамилию получателя латиницей вместе с персональным кодом — точно так, как они указаны в личном кабинете. Посылки без кода или с неверными данными могут задержаться или остаться неопознанными.</li>
<li>Вы отвечаете за сохранность пароля и за все действия, совершённые в вашем аккаунте. Одно лицо может иметь только один аккаунт.</li>
</ul>

<h2>3. Обязанность декларирования</h2>
${TERMS_DECLARATION.ru}<p>За неверное декларирование Служба доходов Грузии (<a href="https://www.rs.ge">rs.ge</a>) налагает штраф:</p>
<ul>
<li>на физическое лицо при первом нарушении — <strong>40% суммы НДС</strong>;</li>
<li>на физическое лицо при повторном нарушении — <strong>100% суммы НДС</strong>;</li>
<li>на юридическое лицо — <strong>100% суммы НДС</strong> уже при первом нарушении.</li>
</ul>
<p>Штрафы за неверное или несвоевременное декларирование оплачивает клиент. Мы не сверяем содержимое посылок с декларациями и не несём ответственности за предоставленные вами сведения.</p>

<h2>4. Запрещённые и ограниченные товары</h2>
<p>Мы не принимаем товары, ввоз которых в Грузию или перевозка которых авиатранспортом запрещены, в том числе:</p>
<ul>
<li>оружие, его части, боеприпасы и взрывчатые вещества;</li>
<li>наркотические и психотропные вещества;</li>
<li>легковоспламеняющиеся, токсичные и едкие вещества, аэрозоли и сжатые газы;</li>
<li>живых животных, растения и семена;</li>
<li>наличные деньги, ценные бумаги, драгоценные металлы и камни;</li>
<li>контрафактную продукцию и любые другие товары, ввоз которых запрещён законодательством Грузии.</li>
</ul>
<p>Некоторые товары принимаются только в ограниченном количестве или на особых условиях: лекарства, продукты питания и БАДы, парфюмерия, жидкости, отдельные литиевые аккумуляторы и пауэрбанки, магниты. Прежде чем покупать такие товары, уточните условия в нашей службе поддержки.</p>
<p>Запрещённые товары могут быть задержаны, возвращены отправителю или уничтожены за счёт клиента; их стоимость Компания не возмещает.</p>

<h2>5. Взвешивание и объёмный вес</h2>
<p>Каждую посылку взвешивают и измеряют на зарубежном складе. Объёмный вес рассчитывается по формуле:</p>
<p><strong>длина × ширина × высота (см) / 6000 = объёмный вес (кг)</strong></p>
<p>Оплачивается больший из двух показателей — фактический или объёмный вес. Рассчитать объёмный вес заранее можно с помощью калькулятора на нашем сайте.</p>

<h2>6. Тарифы и оплата</h2>
<ul>
<li>Тарифы на доставку устанавливаются в долларах США за килограмм в зависимости от страны и типа клиента и опубликованы на странице «Тарифы». Сумма в лари рассчитывается по официальному курсу Национального банка Грузии.</li>
<li>Доставка оплачивается отдельно за каждый рейс с баланса личного кабинета. Счёт за доставку по каждому рейсу доступен в кабинете.</li>
<li>Пополнить баланс можно картой любого грузинского банка.</li>
<li>Посылка выдаётся только после оплаты рейса и погашения задолженности на аккаунте.</li>
<li>Таможенные пошлины, НДС и услуги курьера в стоимость доставки не входят.</li>
</ul>

<h2>7. Доставка и получение</h2>
<p>Когда рейс прибудет и таможенные процедуры будут завершены, вы получите уведомление. Посылку можно забрать в выбранном филиале: в Тбилиси — в Дидубе, Глдани, Исани или Диди Дигоми, а также в Кутаиси.</p>
<p>Часы работы филиалов: понедельник–пятница 11:00–19:00, суббота 11:00–15:00.</p>
<ul>
<li>Для получения посылки предъявите удостоверение личности. Посылку может получить и другой человек, если он знает ваш персональный код и предъявит ваше письменное согласие.</li>
<li>Вызвать курьера можно в личном кабинете. Курьер доставит посылку в течение 2–3 рабочих дней. Стоимость доставки по тарифам, указанным на сайте, оплачивается непосредственно курьеру при получении.</li>
<li>При получении проверьте упаковку. О повреждениях сразу сообщите нашему сотруднику на месте.</li>
</ul>

<h2>8. Хранение невостребованных посылок</h2>
<p>Посылки хранятся в филиале бесплатно 30 календарных дней со дня прибытия. С 31-го дня взимается плата за хранение — 1 лари за посылку в сутки. Посылки, не полученные в течение 90 дней после прибытия, считаются невостребованными, и распоряжение ими осуществляется в порядке, установленном законодательством Грузии; расходы на доставку и хранение по-прежнему оплачивает клиент.</p>

<h2>9. Утеря или повреждение посылки и ответственность</h2>
<ul>
<li>Мы отвечаем за посылку с момента её регистрации на зарубежном складе до передачи вам или курьеру.</li>
<li>Если посылка утеряна по нашей вине, мы возмещаем стоимость, указанную в декларации и подтверждённую инвойсом, а также уплаченную стоимость доставки.</li>
<li>Претензии о повреждении принимаются при получении посылки, а при курьерской доставке — в течение 24 часов, вместе с фотографиями посылки и упаковки.</li>
<li>Мы не несём ответственности за повреждения из-за ненадлежащей упаковки продавца, за хрупкие товары, отправленные без защитной упаковки, за отправку продавцом не того или бракованного товара, а также за задержки, вызванные таможней, погодой, авиакомпанией или другими не зависящими от нас обстоятельствами.</li>
<li>Наша ответственность ограничена задекларированной стоимостью посылки и не распространяется на упущенную выгоду и иные косвенные убытки.</li>
</ul>

<h2>10. Персональные данные</h2>
<p>Мы обрабатываем персональные данные в соответствии с Законом Грузии «О защите персональных данных» и только для оказания услуг. Данные передаются Службе доходов Грузии — для таможенных процедур, перевозчикам и курьерам — для доставки, платёжным провайдерам — для проведения платежей. Мы не продаём ваши данные и не передаём их третьим лицам в рекламных целях. Вы вправе запросить доступ к своим данным, их исправление или удаление, если закон не обязывает нас их хранить.</p>

<h2>11. Изменение условий</h2>
<p>Компания вправе изменять настоящие условия. Действующая редакция всегда опубликована на этой странице и вступает в силу с момента публикации. О существенных изменениях мы заранее сообщим уведомлением в личном кабинете или по электронной почте. Продолжая пользоваться услугами после вступления изменений в силу, вы соглашаетесь с новыми условиями.</p>`;

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    slug: 'terms',
    title: {
      ka: 'წესები და პირობები',
      en: 'Terms and conditions',
      ru: 'Правила и условия',
    },
    description: {
      ka: TERMS_KA,
      en: TERMS_EN,
      ru: TERMS_RU,
    },
  },
];
