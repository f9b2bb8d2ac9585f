import type { Language } from '../locale';

// Static pages' content, written in every language the shop speaks.

export const staticPageKeys = ['about', 'contact', 'terms', 'privacy', 'cookiePolicy'] as const;
export type StaticPageKey = (typeof staticPageKeys)[number];

export interface StaticPage {
  language: Language;
  title: string;
  description: string;
  paragraphs: string[];
}

type Texts = Omit<StaticPage, 'language'>;

const pages: Record<StaticPageKey, Record<Language, Texts>> = {
  about: {
    pl: {
      title: 'O nas',
      description:
        'Sprzedajemy licencje Microsoft 365, sprzęt i usługi IT dla firm i klientów indywidualnych.',
      paragraphs: [
        'Od lat pomagamy firmom pracować w chmurze Microsoft: dobieramy licencje Microsoft 365 i Office, zakładamy konta, przenosimy dane i szkolimy użytkowników.',
        'Dostarczamy laptopy, komputery i akcesoria, a w modelu urządzenia w abonamencie – sprzęt z pakietem Office, wsparciem i szkoleniem za miesięczną opłatę.',
      ],
    },
    en: {
      title: 'About us',
      description:
        'We sell Microsoft 365 licences, hardware and IT services to companies and private customers.',
      paragraphs: [
        'For years we have helped companies work in the Microsoft cloud: we choose Microsoft 365 and Office licences, set up accounts, migrate data and train users.',
        'We deliver laptops, PCs and accessories and, as a device-as-a-service offer, hardware with Office, support and training for a monthly fee.',
      ],
    },
    de: {
      title: 'Über uns',
      description:
        'Wir verkaufen Microsoft-365-Lizenzen, Hardware und IT-Services an Unternehmen und Privatkunden.',
      paragraphs: [
        'Seit Jahren helfen wir Unternehmen, in der Microsoft-Cloud zu arbeiten: Wir wählen Microsoft-365- und Office-Lizenzen aus, richten Konten ein, migrieren Daten und schulen die Benutzer.',
        'Wir liefern Laptops, Computer und Zubehör und als Gerät im Abo Hardware mit Office, Support und Schulung gegen eine monatliche Gebühr.',
      ],
    },
    fr: {
      title: 'À propos',
      description:
        'Nous vendons des licences Microsoft 365, du matériel et des services informatiques aux entreprises et aux particuliers.',
      paragraphs: [
        'Depuis des années, nous aidons les entreprises à travailler dans le cloud Microsoft : nous choisissons les licences Microsoft 365 et Office, créons les comptes, migrons les données et formons les utilisateurs.',
        'Nous livrons des ordinateurs portables, des ordinateurs et des accessoires et, en abonnement, du matériel avec Office, l’assistance et la formation pour une mensualité.',
      ],
    },
    es: {
      title: 'Quiénes somos',
      description:
        'Vendemos licencias de Microsoft 365, hardware y servicios de TI a empresas y particulares.',
      paragraphs: [
        'Desde hace años ayudamos a las empresas a trabajar en la nube de Microsoft: elegimos las licencias de Microsoft 365 y Office, creamos las cuentas, migramos los datos y formamos a los usuarios.',
        'Suministramos portátiles, ordenadores y accesorios y, por suscripción, equipos con Office, soporte y formación por una cuota mensual.',
      ],
    },
    it: {
      title: 'Chi siamo',
      description: 'Vendiamo licenze Microsoft 365, hardware e servizi IT ad aziende e privati.',
      paragraphs: [
        'Da anni aiutiamo le aziende a lavorare nel cloud Microsoft: scegliamo le licenze Microsoft 365 e Office, creiamo gli account, migriamo i dati e formiamo gli utenti.',
        'Forniamo portatili, computer e accessori e, in abbonamento, dispositivi con Office, assistenza e formazione a un canone mensile.',
      ],
    },
    cs: {
      title: 'O nás',
      description: 'Prodáváme licence Microsoft 365, hardware a IT služby firmám i soukromým zákazníkům.',
      paragraphs: [
        'Už roky pomáháme firmám pracovat v cloudu Microsoft: vybíráme licence Microsoft 365 a Office, zakládáme účty, přenášíme data a školíme uživatele.',
        'Dodáváme notebooky, počítače a příslušenství a v modelu zařízení jako služby hardware s Office, podporou a školením za měsíční poplatek.',
      ],
    },
    hu: {
      title: 'Rólunk',
      description:
        'Microsoft 365-licenceket, hardvert és IT-szolgáltatásokat értékesítünk cégeknek és magánszemélyeknek.',
      paragraphs: [
        'Évek óta segítjük a cégeket abban, hogy a Microsoft felhőjében dolgozzanak: kiválasztjuk a Microsoft 365- és Office-licenceket, létrehozzuk a fiókokat, átvisszük az adatokat és oktatjuk a felhasználókat.',
        'Laptopokat, számítógépeket és kiegészítőket szállítunk, előfizetéssel pedig hardvert Office-szal, támogatással és oktatással, havi díjért.',
      ],
    },
    bg: {
      title: 'За нас',
      description: 'Продаваме лицензи за Microsoft 365, хардуер и ИТ услуги на фирми и частни клиенти.',
      paragraphs: [
        'От години помагаме на фирмите да работят в облака на Microsoft: подбираме лицензи за Microsoft 365 и Office, създаваме акаунти, прехвърляме данни и обучаваме потребителите.',
        'Доставяме лаптопи, компютри и аксесоари, а по абонамент – хардуер с Office, поддръжка и обучение срещу месечна такса.',
      ],
    },
    ru: {
      title: 'О компании',
      description:
        'Мы продаём лицензии Microsoft 365, оборудование и ИТ-услуги компаниям и частным клиентам.',
      paragraphs: [
        'Уже много лет мы помогаем компаниям работать в облаке Microsoft: подбираем лицензии Microsoft 365 и Office, создаём учётные записи, переносим данные и обучаем пользователей.',
        'Мы поставляем ноутбуки, компьютеры и аксессуары, а по подписке – оборудование с Office, поддержкой и обучением за ежемесячную плату.',
      ],
    },
    tr: {
      title: 'Hakkımızda',
      description:
        'Şirketlere ve bireysel müşterilere Microsoft 365 lisansları, donanım ve BT hizmetleri satıyoruz.',
      paragraphs: [
        'Yıllardır şirketlerin Microsoft bulutunda çalışmasına yardımcı oluyoruz: Microsoft 365 ve Office lisanslarını seçiyor, hesapları açıyor, verileri taşıyor ve kullanıcıları eğitiyoruz.',
        'Dizüstü bilgisayarlar, bilgisayarlar ve aksesuarlar sağlıyoruz; abonelikle de Office, destek ve eğitim içeren donanımı aylık ücretle sunuyoruz.',
      ],
    },
  },
  contact: {
    pl: {
      title: 'Kontakt',
      description: 'Skontaktuj się z nami: wsparcie od poniedziałku do piątku w godzinach 8:00–16:00.',
      paragraphs: [
        'Wsparcie działa od poniedziałku do piątku w godzinach 8:00–16:00. Na zapytania o usługi IT odpowiadamy w ciągu jednego dnia roboczego.',
        'Napisz do nas przez formularz kontaktowy lub zadzwoń – oddzwonimy w ciągu 15–30 minut w godzinach pracy.',
      ],
    },
    en: {
      title: 'Contact',
      description: 'Contact us: support Monday to Friday, 8:00–16:00.',
      paragraphs: [
        'Support is available Monday to Friday, 8:00–16:00. We answer IT service inquiries within one working day.',
        'Write to us through the contact form or call us – we call back within 15–30 minutes during working hours.',
      ],
    },
    de: {
      title: 'Kontakt',
      description: 'Kontaktieren Sie uns: Support von Montag bis Freitag, 8:00–16:00 Uhr.',
      paragraphs: [
        'Der Support ist von Montag bis Freitag von 8:00 bis 16:00 Uhr erreichbar. Anfragen zu IT-Services beantworten wir innerhalb eines Werktags.',
        'Schreiben Sie uns über das Kontaktformular oder rufen Sie an – während der Geschäftszeiten rufen wir innerhalb von 15–30 Minuten zurück.',
      ],
    },
    fr: {
      title: 'Contact',
      description: 'Contactez-nous : assistance du lundi au vendredi, de 8 h à 16 h.',
      paragraphs: [
        'L’assistance est disponible du lundi au vendredi, de 8 h à 16 h. Nous répondons aux demandes concernant les services informatiques sous un jour ouvré.',
        'Écrivez-nous via le formulaire de contact ou appelez-nous : nous vous rappelons sous 15 à 30 minutes pendant les heures d’ouverture.',
      ],
    },
    es: {
      title: 'Contacto',
      description: 'Contacte con nosotros: asistencia de lunes a viernes, de 8:00 a 16:00.',
      paragraphs: [
        'La asistencia funciona de lunes a viernes, de 8:00 a 16:00. Respondemos a las consultas sobre servicios de TI en un día laborable.',
        'Escríbanos a través del formulario de contacto o llámenos: le devolvemos la llamada en 15–30 minutos en horario laboral.',
      ],
    },
    it: {
      title: 'Contatti',
      description: 'Contattaci: assistenza dal lunedì al venerdì, dalle 8:00 alle 16:00.',
      paragraphs: [
        'L’assistenza è attiva dal lunedì al venerdì, dalle 8:00 alle 16:00. Rispondiamo alle richieste sui servizi IT entro un giorno lavorativo.',
        'Scrivici tramite il modulo di contatto o chiamaci: ti richiamiamo entro 15–30 minuti in orario di lavoro.',
      ],
    },
    cs: {
      title: 'Kontakt',
      description: 'Kontaktujte nás: podpora od pondělí do pátku v době 8:00–16:00.',
      paragraphs: [
        'Podpora funguje od pondělí do pátku v době 8:00–16:00. Na dotazy k IT službám odpovídáme do jednoho pracovního dne.',
        'Napište nám přes kontaktní formulář nebo zavolejte – v pracovní době vám zavoláme zpět do 15–30 minut.',
      ],
    },
    hu: {
      title: 'Kapcsolat',
      description: 'Lépjen kapcsolatba velünk: ügyfélszolgálat hétfőtől péntekig 8:00–16:00 között.',
      paragraphs: [
        'Ügyfélszolgálatunk hétfőtől péntekig 8:00 és 16:00 között érhető el. Az IT-szolgáltatásokkal kapcsolatos kérdésekre egy munkanapon belül válaszolunk.',
        'Írjon nekünk a kapcsolatfelvételi űrlapon, vagy hívjon – munkaidőben 15–30 percen belül visszahívjuk.',
      ],
    },
    bg: {
      title: 'Контакти',
      description: 'Свържете се с нас: поддръжка от понеделник до петък, 8:00 – 16:00.',
      paragraphs: [
        'Поддръжката работи от понеделник до петък от 8:00 до 16:00. На запитвания за ИТ услуги отговаряме в рамките на един работен ден.',
        'Пишете ни чрез формата за контакт или се обадете – в работно време ви се обаждаме в рамките на 15 – 30 минути.',
      ],
    },
    ru: {
      title: 'Контакты',
      description: 'Свяжитесь с нами: поддержка с понедельника по пятницу, 8:00–16:00.',
      paragraphs: [
        'Поддержка работает с понедельника по пятницу с 8:00 до 16:00. На запросы об ИТ-услугах мы отвечаем в течение одного рабочего дня.',
        'Напишите нам через форму обратной связи или позвоните – в рабочее время мы перезвоним в течение 15–30 минут.',
      ],
    },
    tr: {
      title: 'İletişim',
      description: 'Bize ulaşın: destek pazartesiden cumaya 8:00–16:00 arasında.',
      paragraphs: [
        'Destek pazartesiden cumaya 8:00–16:00 arasında hizmet verir. BT hizmetleriyle ilgili taleplere bir iş günü içinde yanıt veririz.',
        'Bize iletişim formundan yazın veya arayın; çalışma saatlerinde 15–30 dakika içinde sizi geri ararız.',
      ],
    },
  },
  terms: {
    pl: {
      title: 'Regulamin',
      description: 'Regulamin sklepu: zamówienia, płatności, dostawa, reklamacje.',
      paragraphs: [
        'Regulamin określa zasady składania zamówień, płatności, dostawy licencji i sprzętu oraz składania reklamacji.',
        'Płatność odroczona jest możliwa w terminie 7 dni; termin płatności faktur wynosi do 30 dni.',
      ],
    },
    en: {
      title: 'Terms of sale',
      description: 'Terms of sale: orders, payments, delivery, complaints.',
      paragraphs: [
        'These terms set out how to place orders, pay, receive licences and hardware, and file complaints.',
        'Deferred payment is available within 7 days; invoices are payable within up to 30 days.',
      ],
    },
    de: {
      title: 'AGB',
      description: 'Allgemeine Geschäftsbedingungen: Bestellungen, Zahlungen, Lieferung, Reklamationen.',
      paragraphs: [
        'Die AGB regeln, wie Bestellungen aufgegeben, bezahlt, Lizenzen und Hardware geliefert und Reklamationen eingereicht werden.',
        'Eine aufgeschobene Zahlung ist innerhalb von 7 Tagen möglich; Rechnungen sind innerhalb von bis zu 30 Tagen zahlbar.',
      ],
    },
    fr: {
      title: 'Conditions générales de vente',
      description: 'Conditions générales de vente : commandes, paiements, livraison, réclamations.',
      paragraphs: [
        'Les présentes conditions fixent les règles de commande, de paiement, de livraison des licences et du matériel et de réclamation.',
        'Le paiement différé est possible sous 7 jours ; les factures sont payables sous 30 jours au plus.',
      ],
    },
    es: {
      title: 'Condiciones de venta',
      description: 'Condiciones de venta: pedidos, pagos, entrega y reclamaciones.',
      paragraphs: [
        'Estas condiciones establecen cómo realizar pedidos, pagar, recibir licencias y equipos y presentar reclamaciones.',
        'El pago aplazado es posible en un plazo de 7 días; las facturas se pagan en un plazo de hasta 30 días.',
      ],
    },
    it: {
      title: 'Condizioni di vendita',
      description: 'Condizioni di vendita: ordini, pagamenti, consegna, reclami.',
      paragraphs: [
        'Le presenti condizioni stabiliscono come effettuare ordini, pagare, ricevere licenze e hardware e presentare reclami.',
        'Il pagamento differito è possibile entro 7 giorni; le fatture sono pagabili entro un massimo di 30 giorni.',
      ],
    },
    cs: {
      title: 'Obchodní podmínky',
      description: 'Obchodní podmínky obchodu: objednávky, platby, doručení, reklamace.',
      paragraphs: [
        'Obchodní podmínky stanoví pravidla objednávání, plateb, dodání licencí a hardwaru a podávání reklamací.',
        'Odložená platba je možná do 7 dnů; splatnost faktur je až 30 dnů.',
      ],
    },
    hu: {
      title: 'Általános szerződési feltételek',
      description: 'Az áruház általános szerződési feltételei: rendelések, fizetés, szállítás, reklamációk.',
      paragraphs: [
        'A feltételek rögzítik a rendelés, a fizetés, a licencek és a hardverek szállítása, valamint a reklamációk benyújtásának szabályait.',
        'Halasztott fizetés 7 napon belül lehetséges; a számlák fizetési határideje legfeljebb 30 nap.',
      ],
    },
    bg: {
      title: 'Общи условия',
      description: 'Общи условия на магазина: поръчки, плащания, доставка, рекламации.',
      paragraphs: [
        'Общите условия определят правилата за поръчки, плащания, доставка на лицензи и хардуер и подаване на рекламации.',
        'Отложено плащане е възможно в срок от 7 дни; фактурите са платими в срок до 30 дни.',
      ],
    },
    ru: {
      title: 'Условия продажи',
      description: 'Условия продажи: заказы, оплата, доставка, рекламации.',
      paragraphs: [
        'Условия определяют порядок оформления заказов, оплаты, поставки лицензий и оборудования и подачи рекламаций.',
        'Отсроченная оплата возможна в течение 7 дней; счета оплачиваются в срок до 30 дней.',
      ],
    },
    tr: {
      title: 'Satış koşulları',
      description: 'Satış koşulları: siparişler, ödemeler, teslimat, şikâyetler.',
      paragraphs: [
        'Bu koşullar sipariş verme, ödeme, lisans ve donanım teslimatı ile şikâyet başvurusu kurallarını belirler.',
        'Ertelenmiş ödeme 7 gün içinde mümkündür; faturaların ödeme süresi en fazla 30 gündür.',
      ],
    },
  },
  privacy: {
    pl: {
      title: 'Polityka prywatności',
      description: 'Jak przetwarzamy dane osobowe klientów sklepu.',
      paragraphs: [
        'Przetwarzamy dane osobowe wyłącznie w celu realizacji zamówień, prowadzenia konta klienta oraz – za zgodą – wysyłki informacji handlowych.',
        'Numery kart płatniczych nie trafiają do naszych systemów: obsługuje je operator płatności.',
      ],
    },
    en: {
      title: 'Privacy policy',
      description: 'How we process the personal data of our customers.',
      paragraphs: [
        'We process personal data only to fulfil orders, run customer accounts and, with consent, send commercial information.',
        'Card numbers never reach our systems: the payment provider handles them.',
      ],
    },
    de: {
      title: 'Datenschutzerklärung',
      description: 'Wie wir die personenbezogenen Daten unserer Kunden verarbeiten.',
      paragraphs: [
        'Wir verarbeiten personenbezogene Daten ausschließlich, um Bestellungen auszuführen, Kundenkonten zu führen und – mit Einwilligung – Werbeinformationen zu versenden.',
        'Kartennummern gelangen nie in unsere Systeme: Sie werden vom Zahlungsdienstleister verarbeitet.',
      ],
    },
    fr: {
      title: 'Politique de confidentialité',
      description: 'Comment nous traitons les données personnelles de nos clients.',
      paragraphs: [
        'Nous traitons les données personnelles uniquement pour exécuter les commandes, gérer les comptes clients et, avec votre consentement, envoyer des informations commerciales.',
        'Les numéros de carte n’atteignent jamais nos systèmes : ils sont traités par le prestataire de paiement.',
      ],
    },
    es: {
      title: 'Política de privacidad',
      description: 'Cómo tratamos los datos personales de nuestros clientes.',
      paragraphs: [
        'Tratamos los datos personales solo para tramitar los pedidos, gestionar las cuentas de cliente y, con su consentimiento, enviar información comercial.',
        'Los números de tarjeta nunca llegan a nuestros sistemas: los gestiona el proveedor de pagos.',
      ],
    },
    it: {
      title: 'Informativa sulla privacy',
      description: 'Come trattiamo i dati personali dei nostri clienti.',
      paragraphs: [
        'Trattiamo i dati personali esclusivamente per evadere gli ordini, gestire gli account dei clienti e, con il consenso, inviare comunicazioni commerciali.',
        'I numeri delle carte non raggiungono mai i nostri sistemi: li gestisce il fornitore dei pagamenti.',
      ],
    },
    cs: {
      title: 'Zásady ochrany osobních údajů',
      description: 'Jak zpracováváme osobní údaje zákazníků obchodu.',
      paragraphs: [
        'Osobní údaje zpracováváme výhradně za účelem vyřízení objednávek, vedení zákaznického účtu a – se souhlasem – zasílání obchodních sdělení.',
        'Čísla platebních karet se do našich systémů nedostanou: zpracovává je poskytovatel plateb.',
      ],
    },
    hu: {
      title: 'Adatvédelmi tájékoztató',
      description: 'Hogyan kezeljük ügyfeleink személyes adatait.',
      paragraphs: [
        'A személyes adatokat kizárólag a rendelések teljesítéséhez, az ügyfélfiók vezetéséhez és – hozzájárulással – kereskedelmi tájékoztatók küldéséhez kezeljük.',
        'A bankkártyaszámok soha nem kerülnek a rendszereinkbe: azokat a fizetési szolgáltató kezeli.',
      ],
    },
    bg: {
      title: 'Политика за поверителност',
      description: 'Как обработваме личните данни на клиентите на магазина.',
      paragraphs: [
        'Обработваме личните данни единствено за изпълнение на поръчките, поддържане на клиентския акаунт и – със съгласие – изпращане на търговски съобщения.',
        'Номерата на платежните карти никога не достигат до нашите системи: обработва ги доставчикът на плащания.',
      ],
    },
    ru: {
      title: 'Политика конфиденциальности',
      description: 'Как мы обрабатываем персональные данные наших клиентов.',
      paragraphs: [
        'Мы обрабатываем персональные данные только для выполнения заказов, ведения учётной записи клиента и – с согласия – рассылки коммерческой информации.',
        'Номера платёжных карт не попадают в наши системы: их обрабатывает платёжный оператор.',
      ],
    },
    tr: {
      title: 'Gizlilik politikası',
      description: 'Müşterilerimizin kişisel verilerini nasıl işlediğimiz.',
      paragraphs: [
        'Kişisel verileri yalnızca siparişleri yerine getirmek, müşteri hesaplarını yönetmek ve izin verildiğinde ticari bilgi göndermek için işleriz.',
        'Kart numaraları sistemlerimize hiç ulaşmaz: bunları ödeme hizmeti sağlayıcısı işler.',
      ],
    },
  },
  cookiePolicy: {
    pl: {
      title: 'Polityka cookies',
      description: 'Jakich plików cookies używamy i jak zmienić ustawienia.',
      paragraphs: [
        'Niezbędne pliki cookies pozwalają działać koszykowi i zapamiętać ustawienia języka i waluty.',
        'Pliki cookies do pomiaru ruchu i marketingu zapisujemy tylko za Twoją zgodą, którą możesz w każdej chwili zmienić.',
      ],
    },
    en: {
      title: 'Cookie policy',
      description: 'Which cookies we use and how to change your choices.',
      paragraphs: [
        'Essential cookies keep the basket working and remember your language and currency.',
        'Cookies for traffic measurement and marketing are set only with your consent, which you can change at any time.',
      ],
    },
    de: {
      title: 'Cookie-Richtlinie',
      description: 'Welche Cookies wir verwenden und wie Sie Ihre Auswahl ändern.',
      paragraphs: [
        'Notwendige Cookies halten den Warenkorb in Betrieb und merken sich Sprache und Währung.',
        'Cookies zur Reichweitenmessung und für Marketing setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit ändern können.',
      ],
    },
    fr: {
      title: 'Politique relative aux cookies',
      description: 'Les cookies que nous utilisons et comment modifier vos choix.',
      paragraphs: [
        'Les cookies essentiels font fonctionner le panier et mémorisent votre langue et votre devise.',
        'Les cookies de mesure d’audience et de marketing ne sont déposés qu’avec votre consentement, que vous pouvez modifier à tout moment.',
      ],
    },
    es: {
      title: 'Política de cookies',
      description: 'Qué cookies utilizamos y cómo cambiar sus preferencias.',
      paragraphs: [
        'Las cookies esenciales hacen funcionar la cesta y recuerdan su idioma y su moneda.',
        'Las cookies de medición del tráfico y de marketing solo se instalan con su consentimiento, que puede cambiar en cualquier momento.',
      ],
    },
    it: {
      title: 'Informativa sui cookie',
      description: 'Quali cookie usiamo e come modificare le tue scelte.',
      paragraphs: [
        'I cookie essenziali fanno funzionare il carrello e ricordano la lingua e la valuta.',
        'I cookie per la misurazione del traffico e il marketing vengono impostati solo con il tuo consenso, che puoi modificare in qualsiasi momento.',
      ],
    },
    cs: {
      title: 'Zásady používání cookies',
      description: 'Jaké soubory cookies používáme a jak změnit nastavení.',
      paragraphs: [
        'Nezbytné soubory cookies umožňují fungování košíku a pamatují si nastavení jazyka a měny.',
        'Soubory cookies pro měření návštěvnosti a marketing ukládáme jen s vaším souhlasem, který můžete kdykoli změnit.',
      ],
    },
    hu: {
      title: 'Cookie-szabályzat',
      description: 'Milyen sütiket használunk, és hogyan módosíthatja a beállításait.',
      paragraphs: [
        'A nélkülözhetetlen sütik működtetik a kosarat, és megjegyzik a nyelv és a pénznem beállítását.',
        'A forgalommérési és marketingcélú sütiket csak az Ön hozzájárulásával helyezzük el, amelyet bármikor módosíthat.',
      ],
    },
    bg: {
      title: 'Политика за бисквитките',
      description: 'Какви бисквитки използваме и как да промените избора си.',
      paragraphs: [
        'Задължителните бисквитки поддържат работата на количката и запомнят езика и валутата.',
        'Бисквитки за измерване на трафика и за маркетинг записваме само с вашето съгласие, което можете да промените по всяко време.',
      ],
    },
    ru: {
      title: 'Политика использования файлов cookie',
      description: 'Какие файлы cookie мы используем и как изменить настройки.',
      paragraphs: [
        'Необходимые файлы cookie обеспечивают работу корзины и запоминают язык и валюту.',
        'Файлы cookie для измерения трафика и маркетинга мы сохраняем только с вашего согласия, которое можно изменить в любой момент.',
      ],
    },
    tr: {
      title: 'Çerez politikası',
      description: 'Hangi çerezleri kullandığımız ve tercihlerinizi nasıl değiştirebileceğiniz.',
      paragraphs: [
        'Zorunlu çerezler sepetin çalışmasını sağlar ve dil ile para birimi tercihlerinizi hatırlar.',
        'Trafik ölçümü ve pazarlama çerezleri yalnızca onayınızla kaydedilir; onayınızı istediğiniz zaman değiştirebilirsiniz.',
      ],
    },
  },
};

/** The page in the requested language. */
export const staticPage = (key: StaticPageKey, language: Language): StaticPage => ({
  language,
  ...pages[key][language],
});

/**
 * Where the site build writes a static page's content in a language (web/build.ts), a file of the site
 * as the translations are: the browser fetches it on a visit that did not start on the page.
 */
export const staticPageFile = (key: StaticPageKey, language: Language): string =>
  `/static-pages/${language}/${key}.json`;
