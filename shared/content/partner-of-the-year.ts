import type { Language } from '../locale';

// The "Partner of the year" page (spec section 2, `/partner-roku/`): the shop's
// distinctions in Microsoft's partner programme, as data: each award (year and its name as Microsoft
// publishes it, in English in every language) and the page's texts in all 11 languages. The awards
// are the demo shop's placeholder content, like the home page's offers: the shop's marketing replaces
// them with its real distinctions here, and the page, its JSON-LD and its sitemap entry follow.

export const partnerAwardKeys = ['modernWork', 'smallBusiness', 'security'] as const;
export type PartnerAwardKey = (typeof partnerAwardKeys)[number];

export interface PartnerAward {
  key: PartnerAwardKey;
  year: number;
  /** The award's name as the programme publishes it. */
  name: string;
}

/** Newest first. */
export const partnerAwards: readonly PartnerAward[] = [
  { key: 'modernWork', year: 2025, name: 'Microsoft Partner of the Year – Poland, Modern Work' },
  {
    key: 'smallBusiness',
    year: 2024,
    name: 'Microsoft Partner of the Year – Poland, Small and Medium Business',
  },
  { key: 'security', year: 2023, name: 'Microsoft Partner of the Year – Finalist, Security' },
];

export interface PartnerOfTheYearTexts {
  title: string;
  description: string;
  lead: string;
  awardsHeading: string;
  /** Why each award was given. */
  awards: Record<PartnerAwardKey, string>;
  meaningHeading: string;
  meaning: string[];
  contactLink: string;
}

export const partnerOfTheYearTexts: Record<Language, PartnerOfTheYearTexts> = {
  pl: {
    title: 'Partner roku',
    description: 'Nasze wyróżnienia Microsoft Partner of the Year i co oznaczają dla klientów.',
    lead: 'Microsoft co roku wyróżnia partnerów, którzy najlepiej wdrażają jego rozwiązania u klientów. Jesteśmy dumni, że doceniono naszą pracę: wdrożenia Microsoft 365, bezpieczeństwo i opiekę nad małymi i średnimi firmami.',
    awardsHeading: 'Nasze wyróżnienia',
    awards: {
      modernWork:
        'Za wdrożenia Microsoft 365 i Teams, dzięki którym setki firm pracują w chmurze – od doboru licencji po szkolenia użytkowników.',
      smallBusiness:
        'Za kompleksową obsługę małych i średnich firm: licencje, sprzęt, urządzenia w abonamencie i wsparcie w jednym miejscu.',
      security:
        'Za ochronę danych klientów: kopie zapasowe Microsoft 365, zarządzanie urządzeniami i bezpieczeństwo tożsamości.',
    },
    meaningHeading: 'Co to oznacza dla Ciebie',
    meaning: [
      'Pracujesz z zespołem, który zna produkty Microsoft z pierwszej ręki i ma bezpośredni dostęp do wsparcia producenta.',
      'Licencje kupujesz u partnera Microsoft (CSP): konto Microsoft 365 zakładamy i konfigurujemy za Ciebie, a subskrypcjami zarządzasz w panelu klienta.',
    ],
    contactLink: 'Porozmawiajmy o Twojej firmie',
  },
  en: {
    title: 'Partner of the year',
    description: 'Our Microsoft Partner of the Year distinctions and what they mean for our customers.',
    lead: 'Every year Microsoft recognises the partners who deliver its solutions to customers best. We are proud that our work has been recognised: Microsoft 365 deployments, security and care for small and medium-sized businesses.',
    awardsHeading: 'Our distinctions',
    awards: {
      modernWork:
        'For Microsoft 365 and Teams deployments that moved hundreds of companies to the cloud – from choosing licences to training users.',
      smallBusiness:
        'For complete service to small and medium-sized businesses: licences, hardware, devices as a service and support in one place.',
      security:
        "For protecting customers' data: Microsoft 365 backup, device management and identity security.",
    },
    meaningHeading: 'What it means for you',
    meaning: [
      'You work with a team that knows Microsoft products first-hand and has direct access to the vendor’s support.',
      'You buy your licences from a Microsoft partner (CSP): we create and set up your Microsoft 365 account for you, and you manage your subscriptions in the customer panel.',
    ],
    contactLink: 'Let’s talk about your company',
  },
  ru: {
    title: 'Партнёр года',
    description: 'Наши награды Microsoft Partner of the Year и что они значат для клиентов.',
    lead: 'Каждый год Microsoft отмечает партнёров, которые лучше всех внедряют её решения у клиентов. Мы гордимся тем, что наша работа получила признание: внедрения Microsoft 365, безопасность и поддержка малого и среднего бизнеса.',
    awardsHeading: 'Наши награды',
    awards: {
      modernWork:
        'За внедрения Microsoft 365 и Teams, благодаря которым сотни компаний работают в облаке, – от подбора лицензий до обучения пользователей.',
      smallBusiness:
        'За комплексное обслуживание малого и среднего бизнеса: лицензии, оборудование, устройства по подписке и поддержка в одном месте.',
      security:
        'За защиту данных клиентов: резервное копирование Microsoft 365, управление устройствами и безопасность учётных записей.',
    },
    meaningHeading: 'Что это значит для вас',
    meaning: [
      'Вы работаете с командой, которая знает продукты Microsoft из первых рук и имеет прямой доступ к поддержке производителя.',
      'Вы покупаете лицензии у партнёра Microsoft (CSP): мы создаём и настраиваем для вас учётную запись Microsoft 365, а подписками вы управляете в личном кабинете.',
    ],
    contactLink: 'Давайте обсудим вашу компанию',
  },
  hu: {
    title: 'Az év partnere',
    description: 'Microsoft Partner of the Year elismeréseink, és mit jelentenek ügyfeleink számára.',
    lead: 'A Microsoft minden évben elismeri azokat a partnereket, akik a legjobban vezetik be megoldásait az ügyfeleknél. Büszkék vagyunk rá, hogy munkánkat elismerték: Microsoft 365-bevezetések, biztonság, valamint a kis- és középvállalkozások támogatása.',
    awardsHeading: 'Elismeréseink',
    awards: {
      modernWork:
        'A Microsoft 365- és Teams-bevezetésekért, amelyekkel több száz vállalat dolgozik a felhőben – a licencek kiválasztásától a felhasználók képzéséig.',
      smallBusiness:
        'A kis- és középvállalkozások teljes körű kiszolgálásáért: licencek, hardver, eszközök szolgáltatásként és támogatás egy helyen.',
      security:
        'Az ügyfelek adatainak védelméért: Microsoft 365-biztonsági mentés, eszközkezelés és identitásbiztonság.',
    },
    meaningHeading: 'Mit jelent ez Önnek',
    meaning: [
      'Olyan csapattal dolgozik, amely első kézből ismeri a Microsoft termékeit, és közvetlenül eléri a gyártó támogatását.',
      'A licenceket Microsoft-partnertől (CSP) vásárolja: Microsoft 365-fiókját mi hozzuk létre és állítjuk be, előfizetéseit pedig az ügyfélpanelen kezeli.',
    ],
    contactLink: 'Beszéljünk a vállalkozásáról',
  },
  es: {
    title: 'Socio del año',
    description:
      'Nuestros reconocimientos Microsoft Partner of the Year y lo que significan para nuestros clientes.',
    lead: 'Cada año Microsoft reconoce a los socios que mejor implantan sus soluciones en los clientes. Estamos orgullosos de que se haya reconocido nuestro trabajo: implantaciones de Microsoft 365, seguridad y atención a pequeñas y medianas empresas.',
    awardsHeading: 'Nuestros reconocimientos',
    awards: {
      modernWork:
        'Por las implantaciones de Microsoft 365 y Teams que han llevado a cientos de empresas a la nube, desde la elección de licencias hasta la formación de los usuarios.',
      smallBusiness:
        'Por el servicio integral a pequeñas y medianas empresas: licencias, hardware, dispositivos como servicio y soporte en un solo lugar.',
      security:
        'Por proteger los datos de los clientes: copias de seguridad de Microsoft 365, gestión de dispositivos y seguridad de la identidad.',
    },
    meaningHeading: 'Qué significa para ti',
    meaning: [
      'Trabajas con un equipo que conoce los productos de Microsoft de primera mano y tiene acceso directo al soporte del fabricante.',
      'Compras tus licencias a un socio de Microsoft (CSP): creamos y configuramos tu cuenta de Microsoft 365 por ti, y gestionas tus suscripciones en el panel de cliente.',
    ],
    contactLink: 'Hablemos de tu empresa',
  },
  tr: {
    title: 'Yılın iş ortağı',
    description: 'Microsoft Partner of the Year ödüllerimiz ve müşterilerimiz için anlamı.',
    lead: 'Microsoft her yıl çözümlerini müşterilere en iyi şekilde sunan iş ortaklarını ödüllendirir. Microsoft 365 kurulumları, güvenlik ve küçük ve orta ölçekli işletmelere verdiğimiz destekle çalışmalarımızın takdir edilmesinden gurur duyuyoruz.',
    awardsHeading: 'Ödüllerimiz',
    awards: {
      modernWork:
        'Yüzlerce şirketin buluta geçmesini sağlayan Microsoft 365 ve Teams kurulumları için: lisans seçiminden kullanıcı eğitimine kadar.',
      smallBusiness:
        'Küçük ve orta ölçekli işletmelere tek noktadan eksiksiz hizmet için: lisanslar, donanım, hizmet olarak cihaz ve destek.',
      security:
        'Müşteri verilerini korumak için: Microsoft 365 yedekleme, cihaz yönetimi ve kimlik güvenliği.',
    },
    meaningHeading: 'Sizin için anlamı',
    meaning: [
      'Microsoft ürünlerini ilk elden tanıyan ve üreticinin desteğine doğrudan erişimi olan bir ekiple çalışırsınız.',
      'Lisanslarınızı bir Microsoft iş ortağından (CSP) satın alırsınız: Microsoft 365 hesabınızı sizin için oluşturup yapılandırırız, aboneliklerinizi ise müşteri panelinden yönetirsiniz.',
    ],
    contactLink: 'Şirketiniz hakkında konuşalım',
  },
  cs: {
    title: 'Partner roku',
    description: 'Naše ocenění Microsoft Partner of the Year a co znamenají pro zákazníky.',
    lead: 'Microsoft každý rok oceňuje partnery, kteří nejlépe zavádějí jeho řešení u zákazníků. Jsme hrdí na to, že naše práce byla oceněna: nasazení Microsoft 365, bezpečnost a péče o malé a střední firmy.',
    awardsHeading: 'Naše ocenění',
    awards: {
      modernWork:
        'Za nasazení Microsoft 365 a Teams, díky nimž stovky firem pracují v cloudu – od výběru licencí po školení uživatelů.',
      smallBusiness:
        'Za komplexní služby pro malé a střední firmy: licence, hardware, zařízení jako služba a podpora na jednom místě.',
      security: 'Za ochranu dat zákazníků: zálohování Microsoft 365, správu zařízení a zabezpečení identit.',
    },
    meaningHeading: 'Co to znamená pro vás',
    meaning: [
      'Pracujete s týmem, který zná produkty Microsoft z první ruky a má přímý přístup k podpoře výrobce.',
      'Licence kupujete od partnera Microsoft (CSP): účet Microsoft 365 pro vás založíme a nastavíme a předplatná spravujete v zákaznickém panelu.',
    ],
    contactLink: 'Pojďme si promluvit o vaší firmě',
  },
  de: {
    title: 'Partner des Jahres',
    description:
      'Unsere Auszeichnungen als Microsoft Partner of the Year und was sie für unsere Kunden bedeuten.',
    lead: 'Microsoft zeichnet jedes Jahr die Partner aus, die seine Lösungen am besten bei Kunden einführen. Wir sind stolz, dass unsere Arbeit gewürdigt wurde: Microsoft-365-Einführungen, Sicherheit und die Betreuung kleiner und mittlerer Unternehmen.',
    awardsHeading: 'Unsere Auszeichnungen',
    awards: {
      modernWork:
        'Für Microsoft-365- und Teams-Einführungen, mit denen Hunderte Unternehmen in der Cloud arbeiten – von der Lizenzauswahl bis zur Schulung der Nutzer.',
      smallBusiness:
        'Für die umfassende Betreuung kleiner und mittlerer Unternehmen: Lizenzen, Hardware, Geräte als Service und Support aus einer Hand.',
      security:
        'Für den Schutz der Kundendaten: Microsoft-365-Backup, Geräteverwaltung und Identitätssicherheit.',
    },
    meaningHeading: 'Was das für Sie bedeutet',
    meaning: [
      'Sie arbeiten mit einem Team, das Microsoft-Produkte aus erster Hand kennt und direkten Zugang zum Support des Herstellers hat.',
      'Sie kaufen Ihre Lizenzen bei einem Microsoft-Partner (CSP): Wir legen Ihr Microsoft-365-Konto für Sie an und richten es ein, Ihre Abonnements verwalten Sie im Kundenbereich.',
    ],
    contactLink: 'Sprechen wir über Ihr Unternehmen',
  },
  fr: {
    title: 'Partenaire de l’année',
    description: 'Nos distinctions Microsoft Partner of the Year et ce qu’elles signifient pour nos clients.',
    lead: 'Chaque année, Microsoft distingue les partenaires qui déploient le mieux ses solutions chez leurs clients. Nous sommes fiers que notre travail ait été reconnu : déploiements Microsoft 365, sécurité et accompagnement des petites et moyennes entreprises.',
    awardsHeading: 'Nos distinctions',
    awards: {
      modernWork:
        'Pour des déploiements Microsoft 365 et Teams qui ont fait passer des centaines d’entreprises au cloud, du choix des licences à la formation des utilisateurs.',
      smallBusiness:
        'Pour un service complet aux petites et moyennes entreprises : licences, matériel, appareils en tant que service et assistance en un seul endroit.',
      security:
        'Pour la protection des données des clients : sauvegarde Microsoft 365, gestion des appareils et sécurité des identités.',
    },
    meaningHeading: 'Ce que cela signifie pour vous',
    meaning: [
      'Vous travaillez avec une équipe qui connaît les produits Microsoft de première main et a un accès direct au support de l’éditeur.',
      'Vous achetez vos licences auprès d’un partenaire Microsoft (CSP) : nous créons et configurons votre compte Microsoft 365 pour vous, et vous gérez vos abonnements dans l’espace client.',
    ],
    contactLink: 'Parlons de votre entreprise',
  },
  bg: {
    title: 'Партньор на годината',
    description: 'Нашите отличия Microsoft Partner of the Year и какво означават те за клиентите ни.',
    lead: 'Всяка година Microsoft отличава партньорите, които най-добре внедряват решенията ѝ при клиентите. Гордеем се, че работата ни беше оценена: внедрявания на Microsoft 365, сигурност и грижа за малките и средните фирми.',
    awardsHeading: 'Нашите отличия',
    awards: {
      modernWork:
        'За внедрявания на Microsoft 365 и Teams, благодарение на които стотици фирми работят в облака – от избора на лицензи до обучението на потребителите.',
      smallBusiness:
        'За цялостно обслужване на малки и средни фирми: лицензи, хардуер, устройства като услуга и поддръжка на едно място.',
      security:
        'За защитата на данните на клиентите: резервни копия на Microsoft 365, управление на устройства и сигурност на самоличността.',
    },
    meaningHeading: 'Какво означава това за вас',
    meaning: [
      'Работите с екип, който познава продуктите на Microsoft от първа ръка и има пряк достъп до поддръжката на производителя.',
      'Купувате лицензите си от партньор на Microsoft (CSP): създаваме и настройваме акаунта ви в Microsoft 365 вместо вас, а абонаментите си управлявате в клиентския панел.',
    ],
    contactLink: 'Да поговорим за вашата фирма',
  },
  it: {
    title: 'Partner dell’anno',
    description:
      'I nostri riconoscimenti Microsoft Partner of the Year e cosa significano per i nostri clienti.',
    lead: 'Ogni anno Microsoft premia i partner che introducono meglio le sue soluzioni presso i clienti. Siamo orgogliosi che il nostro lavoro sia stato riconosciuto: implementazioni di Microsoft 365, sicurezza e assistenza alle piccole e medie imprese.',
    awardsHeading: 'I nostri riconoscimenti',
    awards: {
      modernWork:
        'Per le implementazioni di Microsoft 365 e Teams che hanno portato centinaia di aziende nel cloud, dalla scelta delle licenze alla formazione degli utenti.',
      smallBusiness:
        'Per il servizio completo alle piccole e medie imprese: licenze, hardware, dispositivi come servizio e assistenza in un unico posto.',
      security:
        'Per la protezione dei dati dei clienti: backup di Microsoft 365, gestione dei dispositivi e sicurezza delle identità.',
    },
    meaningHeading: 'Cosa significa per te',
    meaning: [
      'Lavori con un team che conosce i prodotti Microsoft in prima persona e ha accesso diretto al supporto del produttore.',
      'Acquisti le licenze da un partner Microsoft (CSP): creiamo e configuriamo per te l’account Microsoft 365, e gestisci gli abbonamenti nel pannello clienti.',
    ],
    contactLink: 'Parliamo della tua azienda',
  },
};

/** schema.org data of the page: the shop, by its name in the page's language, and its awards. */
export const partnerOfTheYearJsonLd = (shopName: string, language: Language) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: shopName,
  description: partnerOfTheYearTexts[language].description,
  award: partnerAwards.map((award) => `${award.name} (${award.year})`),
});
