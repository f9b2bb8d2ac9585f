import { createHash } from 'node:crypto';
import type { Product } from '#shared/catalogue/product';
import type { Draft, Texts } from './draft';
import { flag, minor, num, same, textsOf } from './draft';
import { licenceSkus } from './licence-skus';

// Microsoft 365 subscriptions, each plan billed monthly and annually (spec section 3).

interface Plan {
  stem: string;
  code: string;
  /** Without the billing period, which each product's name adds. */
  name: Texts;
  categoryId: string;
  family: string;
  licenceType: NonNullable<Product['licenceType']>;
  restrictions?: Product['restrictions'];
  /** Net PLN per user per month on an annual commitment; monthly billing costs 20 % more. */
  monthly: number;
  /** Explicit EUR per user per month on an annual commitment. */
  eur?: number;
  apps: string[];
  onedriveTb: number;
  mailboxGb?: number;
  maxUsers?: number;
  desktopApps: boolean;
  about: Texts;
  recommended?: string[];
}

const office = ['word', 'excel', 'powerpoint', 'outlook', 'onenote'];
const web = ['word-web', 'excel-web', 'powerpoint-web', 'outlook-web'];
const cloud = ['teams', 'onedrive', 'sharepoint', 'exchange'];
const business = { categoryId: 'm365-business', licenceType: 'business' } as const;
const businessRecommended = ['backup-m365-per-user', 'migration-mailbox'];

/** Whom an education plan is for, after its name (`Microsoft 365 A3 for faculty`). */
const educationAudiences: Record<'faculty' | 'students', Texts> = {
  faculty: {
    pl: 'dla kadry',
    en: 'for faculty',
    de: 'für Lehrkräfte',
    fr: 'pour les enseignants',
    es: 'para profesores',
    it: 'per docenti',
    cs: 'pro vyučující',
    hu: 'oktatóknak',
    bg: 'за преподаватели',
    ru: 'для преподавателей',
    tr: 'öğretim kadrosu için',
  },
  students: {
    pl: 'dla uczniów i studentów',
    en: 'for students',
    de: 'für Schüler und Studierende',
    fr: 'pour les élèves et étudiants',
    es: 'para estudiantes',
    it: 'per studenti',
    cs: 'pro žáky a studenty',
    hu: 'diákoknak és hallgatóknak',
    bg: 'за ученици и студенти',
    ru: 'для учащихся и студентов',
    tr: 'öğrenciler için',
  },
};

const forNonprofits: Texts = {
  pl: 'dla organizacji non-profit',
  en: 'for nonprofits',
  de: 'für gemeinnützige Organisationen',
  fr: 'pour les associations',
  es: 'para organizaciones sin ánimo de lucro',
  it: 'per organizzazioni non profit',
  cs: 'pro neziskové organizace',
  hu: 'nonprofit szervezeteknek',
  bg: 'за организации с нестопанска цел',
  ru: 'для некоммерческих организаций',
  tr: 'kâr amacı gütmeyen kuruluşlar için',
};

const forGovernment: Texts = {
  pl: 'dla administracji publicznej',
  en: 'for government',
  de: 'für Behörden',
  fr: 'pour les administrations',
  es: 'para la administración pública',
  it: 'per la pubblica amministrazione',
  cs: 'pro veřejnou správu',
  hu: 'közigazgatási szerveknek',
  bg: 'за държавната администрация',
  ru: 'для госучреждений',
  tr: 'kamu kurumları için',
};

const plans: Plan[] = [
  {
    ...business,
    stem: 'm365-business-basic',
    code: 'CFQ7TTC0LH18',
    name: same('Microsoft 365 Business Basic'),
    family: 'm365-business-suite',
    monthly: 22.5,
    eur: 5.6,
    apps: [...web, ...cloud],
    onedriveTb: 1,
    mailboxGb: 50,
    maxUsers: 300,
    desktopApps: false,
    about: {
      pl: 'Poczta firmowa Exchange, Teams, 1 TB w OneDrive i aplikacje Office w przeglądarce dla zespołów do 300 osób.',
      en: 'Business e-mail on Exchange, Teams, 1 TB of OneDrive and Office on the web for teams of up to 300.',
      de: 'Geschäftliche E-Mail mit Exchange, Teams, 1 TB OneDrive-Speicher und Office im Web für Teams mit bis zu 300 Personen.',
      fr: 'Messagerie professionnelle Exchange, Teams, 1 TB sur OneDrive et Office sur le web pour les équipes jusqu’à 300 personnes.',
      es: 'Correo empresarial con Exchange, Teams, 1 TB en OneDrive y Office en la web para equipos de hasta 300 personas.',
      it: 'Posta aziendale con Exchange, Teams, 1 TB su OneDrive e Office sul web per team fino a 300 persone.',
      cs: 'Firemní e-mail v Exchange, Teams, 1 TB na OneDrivu a Office na webu pro týmy až 300 lidí.',
      hu: 'Céges e-mail Exchange-en, Teams, 1 TB OneDrive-tárhely és webes Office legfeljebb 300 fős csapatoknak.',
      bg: 'Фирмена поща в Exchange, Teams, 1 TB в OneDrive и Office в уеб за екипи до 300 души.',
      ru: 'Корпоративная почта в Exchange, Teams, 1 TB в OneDrive и Office в браузере для команд до 300 человек.',
      tr: 'Exchange üzerinde kurumsal e-posta, Teams, 1 TB OneDrive alanı ve web için Office; 300 kişiye kadar ekipler için.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-business-standard',
    code: 'CFQ7TTC0LDPB',
    name: same('Microsoft 365 Business Standard'),
    family: 'm365-business-suite',
    monthly: 46.8,
    eur: 11.7,
    apps: [...office, ...cloud, 'bookings', 'clipchamp'],
    onedriveTb: 1,
    mailboxGb: 50,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Wszystko z Business Basic oraz klasyczne aplikacje Office na 5 komputerach, 5 tabletach i 5 telefonach na użytkownika.',
      en: 'Everything in Business Basic plus desktop Office apps on 5 PCs or Macs, 5 tablets and 5 phones per user.',
      de: 'Alles aus Business Basic plus die Office-Desktop-Apps auf 5 PCs oder Macs, 5 Tablets und 5 Smartphones pro Benutzer.',
      fr: 'Tout Business Basic, plus les applications Office de bureau sur 5 PC ou Mac, 5 tablettes et 5 téléphones par utilisateur.',
      es: 'Todo lo de Business Basic más las aplicaciones de escritorio de Office en 5 PC o Mac, 5 tabletas y 5 teléfonos por usuario.',
      it: 'Tutto Business Basic più le app desktop di Office su 5 PC o Mac, 5 tablet e 5 telefoni per utente.',
      cs: 'Vše z Business Basic a navíc desktopové aplikace Office na 5 počítačích PC nebo Mac, 5 tabletech a 5 telefonech na uživatele.',
      hu: 'Minden, ami a Business Basicben, és az asztali Office-alkalmazások felhasználónként 5 PC-n vagy Macen, 5 táblagépen és 5 telefonon.',
      bg: 'Всичко от Business Basic плюс настолните приложения на Office на 5 компютъра PC или Mac, 5 таблета и 5 телефона на потребител.',
      ru: 'Всё из Business Basic, а также классические приложения Office на 5 ПК или Mac, 5 планшетах и 5 телефонах на пользователя.',
      tr: 'Business Basic’teki her şey ve kullanıcı başına 5 PC veya Mac, 5 tablet ve 5 telefonda masaüstü Office uygulamaları.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-business-premium',
    code: 'CFQ7TTC0LCHC',
    name: same('Microsoft 365 Business Premium'),
    family: 'm365-business-suite',
    monthly: 82.4,
    eur: 20.6,
    apps: [...office, ...cloud, 'bookings', 'clipchamp', 'intune', 'defender', 'entra-id-p1', 'purview'],
    onedriveTb: 1,
    mailboxGb: 100,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Business Standard wzbogacony o Intune, Defender for Business i Entra ID P1: zarządzanie urządzeniami i ochrona przed zagrożeniami.',
      en: 'Business Standard plus Intune, Defender for Business and Entra ID P1: device management and threat protection.',
      de: 'Business Standard plus Intune, Defender for Business und Entra ID P1: Geräteverwaltung und Schutz vor Bedrohungen.',
      fr: 'Business Standard, plus Intune, Defender for Business et Entra ID P1 : gestion des appareils et protection contre les menaces.',
      es: 'Business Standard más Intune, Defender for Business y Entra ID P1: gestión de dispositivos y protección frente a amenazas.',
      it: 'Business Standard più Intune, Defender for Business ed Entra ID P1: gestione dei dispositivi e protezione dalle minacce.',
      cs: 'Business Standard rozšířený o Intune, Defender for Business a Entra ID P1: správa zařízení a ochrana před hrozbami.',
      hu: 'Business Standard, kiegészítve az Intune, a Defender for Business és az Entra ID P1 szolgáltatással: eszközkezelés és fenyegetések elleni védelem.',
      bg: 'Business Standard плюс Intune, Defender for Business и Entra ID P1: управление на устройства и защита от заплахи.',
      ru: 'Business Standard с Intune, Defender for Business и Entra ID P1: управление устройствами и защита от угроз.',
      tr: 'Business Standard’a ek olarak Intune, Defender for Business ve Entra ID P1: cihaz yönetimi ve tehditlere karşı koruma.',
    },
    recommended: [...businessRecommended, 'support-intune-rollout'],
  },
  {
    ...business,
    stem: 'm365-apps-for-business',
    code: 'CFQ7TTC0LH1G',
    name: same('Microsoft 365 Apps for business'),
    family: 'm365-business-suite',
    monthly: 30.9,
    eur: 7.7,
    apps: [...office, 'onedrive'],
    onedriveTb: 1,
    maxUsers: 300,
    desktopApps: true,
    about: {
      pl: 'Klasyczne aplikacje Office i 1 TB w OneDrive, bez poczty firmowej i Teams.',
      en: 'Desktop Office apps and 1 TB of OneDrive, without business e-mail or Teams.',
      de: 'Die Office-Desktop-Apps und 1 TB OneDrive-Speicher, ohne geschäftliche E-Mail und Teams.',
      fr: 'Les applications Office de bureau et 1 TB sur OneDrive, sans messagerie professionnelle ni Teams.',
      es: 'Las aplicaciones de escritorio de Office y 1 TB en OneDrive, sin correo empresarial ni Teams.',
      it: 'Le app desktop di Office e 1 TB su OneDrive, senza posta aziendale né Teams.',
      cs: 'Desktopové aplikace Office a 1 TB na OneDrivu, bez firemního e-mailu a Teams.',
      hu: 'Asztali Office-alkalmazások és 1 TB OneDrive-tárhely, céges e-mail és Teams nélkül.',
      bg: 'Настолните приложения на Office и 1 TB в OneDrive, без фирмена поща и Teams.',
      ru: 'Классические приложения Office и 1 TB в OneDrive, без корпоративной почты и Teams.',
      tr: 'Masaüstü Office uygulamaları ve 1 TB OneDrive alanı; kurumsal e-posta ve Teams olmadan.',
    },
  },
  {
    ...business,
    stem: 'm365-e3',
    code: 'CFQ7TTC0LFLX',
    name: same('Microsoft 365 E3'),
    family: 'm365-enterprise',
    monthly: 134.8,
    eur: 33.7,
    apps: [...office, ...cloud, 'intune', 'entra-id-p1', 'windows-enterprise'],
    onedriveTb: 5,
    mailboxGb: 100,
    desktopApps: true,
    about: {
      pl: 'Pakiet dla przedsiębiorstw: aplikacje Office, Windows Enterprise, Intune i Entra ID P1, bez limitu liczby użytkowników.',
      en: 'The enterprise suite: Office apps, Windows Enterprise, Intune and Entra ID P1 with no user limit.',
      de: 'Das Paket für Großunternehmen: Office-Apps, Windows Enterprise, Intune und Entra ID P1 ohne Benutzerlimit.',
      fr: 'La suite pour les grandes entreprises : applications Office, Windows Enterprise, Intune et Entra ID P1, sans limite d’utilisateurs.',
      es: 'La suite para grandes empresas: aplicaciones de Office, Windows Enterprise, Intune y Entra ID P1 sin límite de usuarios.',
      it: 'La suite per le grandi aziende: app di Office, Windows Enterprise, Intune ed Entra ID P1 senza limite di utenti.',
      cs: 'Balík pro velké firmy: aplikace Office, Windows Enterprise, Intune a Entra ID P1 bez omezení počtu uživatelů.',
      hu: 'Nagyvállalati csomag: Office-alkalmazások, Windows Enterprise, Intune és Entra ID P1, felhasználószám-korlát nélkül.',
      bg: 'Пакетът за големи предприятия: приложенията на Office, Windows Enterprise, Intune и Entra ID P1 без ограничение на броя потребители.',
      ru: 'Пакет для крупных предприятий: приложения Office, Windows Enterprise, Intune и Entra ID P1 без ограничения числа пользователей.',
      tr: 'Kurumsal paket: Office uygulamaları, Windows Enterprise, Intune ve Entra ID P1; kullanıcı sınırı yok.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-e5',
    code: 'CFQ7TTC0LFLZ',
    name: same('Microsoft 365 E5'),
    family: 'm365-enterprise',
    monthly: 213.4,
    eur: 53.4,
    apps: [
      ...office,
      ...cloud,
      'intune',
      'entra-id-p2',
      'windows-enterprise',
      'defender-xdr',
      'power-bi-pro',
    ],
    onedriveTb: 5,
    mailboxGb: 100,
    desktopApps: true,
    about: {
      pl: 'E3 z zaawansowanym bezpieczeństwem Defender XDR, Entra ID P2, Power BI Pro i telefonią Teams.',
      en: 'E3 with Defender XDR advanced security, Entra ID P2, Power BI Pro and Teams Phone.',
      de: 'E3 mit erweiterter Sicherheit durch Defender XDR, Entra ID P2, Power BI Pro und Teams Phone.',
      fr: 'E3 avec la sécurité avancée Defender XDR, Entra ID P2, Power BI Pro et Teams Phone.',
      es: 'E3 con la seguridad avanzada de Defender XDR, Entra ID P2, Power BI Pro y Teams Phone.',
      it: 'E3 con la sicurezza avanzata di Defender XDR, Entra ID P2, Power BI Pro e Teams Phone.',
      cs: 'E3 s pokročilým zabezpečením Defender XDR, Entra ID P2, Power BI Pro a telefonováním v Teams.',
      hu: 'E3 a Defender XDR fejlett biztonsági funkcióival, valamint Entra ID P2, Power BI Pro és Teams Phone szolgáltatással.',
      bg: 'E3 с разширената защита на Defender XDR, Entra ID P2, Power BI Pro и телефония в Teams.',
      ru: 'E3 с расширенной защитой Defender XDR, Entra ID P2, Power BI Pro и телефонией Teams.',
      tr: 'Defender XDR gelişmiş güvenliği, Entra ID P2, Power BI Pro ve Teams Phone ile E3.',
    },
    recommended: businessRecommended,
  },
  {
    ...business,
    stem: 'm365-f3',
    code: 'CFQ7TTC0LGZT',
    name: same('Microsoft 365 F3'),
    family: 'm365-enterprise',
    monthly: 30,
    eur: 7.5,
    apps: [...web, 'teams', 'onedrive', 'sharepoint'],
    onedriveTb: 0.002,
    mailboxGb: 2,
    desktopApps: false,
    about: {
      pl: 'Dla pracowników pierwszej linii: Teams, aplikacje Office w przeglądarce i na telefonie, 2 GB w OneDrive.',
      en: 'For frontline workers: Teams, Office on the web and mobile, 2 GB of OneDrive.',
      de: 'Für Mitarbeitende an vorderster Front: Teams, Office im Web und auf dem Smartphone, 2 GB OneDrive-Speicher.',
      fr: 'Pour les travailleurs de première ligne : Teams, Office sur le web et sur mobile, 2 GB sur OneDrive.',
      es: 'Para trabajadores de primera línea: Teams, Office en la web y en el móvil, 2 GB en OneDrive.',
      it: 'Per i lavoratori in prima linea: Teams, Office sul web e su dispositivi mobili, 2 GB su OneDrive.',
      cs: 'Pro pracovníky v první linii: Teams, Office na webu a v telefonu, 2 GB na OneDrivu.',
      hu: 'Terepen dolgozó munkatársaknak: Teams, webes és mobilos Office, 2 GB OneDrive-tárhely.',
      bg: 'За служителите на първа линия: Teams, Office в уеб и на телефона, 2 GB в OneDrive.',
      ru: 'Для сотрудников первой линии: Teams, Office в браузере и на телефоне, 2 GB в OneDrive.',
      tr: 'Ön saflardaki çalışanlar için: Teams, web ve mobil için Office, 2 GB OneDrive alanı.',
    },
  },
  {
    ...business,
    stem: 'm365-apps-for-enterprise',
    code: 'CFQ7TTC0LGZW',
    name: same('Microsoft 365 Apps for enterprise'),
    family: 'm365-enterprise',
    monthly: 44.9,
    eur: 11.2,
    apps: [...office, 'access', 'publisher', 'onedrive'],
    onedriveTb: 1,
    desktopApps: true,
    about: {
      pl: 'Aplikacje Office z Access i zasadami grupy dla przedsiębiorstw, z aktywacją na współdzielonych komputerach.',
      en: 'Office apps with Access and enterprise group policies, with shared computer activation.',
      de: 'Office-Apps mit Access und Gruppenrichtlinien für Unternehmen, mit Aktivierung auf gemeinsam genutzten Computern.',
      fr: 'Les applications Office avec Access et les stratégies de groupe d’entreprise, avec l’activation sur ordinateurs partagés.',
      es: 'Aplicaciones de Office con Access y directivas de grupo empresariales, con activación en equipos compartidos.',
      it: 'App di Office con Access e criteri di gruppo aziendali, con attivazione su computer condivisi.',
      cs: 'Aplikace Office s Accessem a zásadami skupiny pro podniky, s aktivací na sdílených počítačích.',
      hu: 'Office-alkalmazások Accesszel és vállalati csoportházirendekkel, megosztott számítógépes aktiválással.',
      bg: 'Приложенията на Office с Access и групови правила за предприятия, с активиране на споделени компютри.',
      ru: 'Приложения Office с Access и групповыми политиками для предприятий, с активацией на общих компьютерах.',
      tr: 'Access ve kurumsal grup ilkeleriyle Office uygulamaları; paylaşılan bilgisayar etkinleştirmesiyle.',
    },
  },
  {
    ...business,
    stem: 'exchange-online-plan-1',
    code: 'CFQ7TTC0LH16',
    name: same('Exchange Online (Plan 1)'),
    family: 'exchange-online',
    monthly: 15,
    apps: ['exchange', 'outlook-web'],
    onedriveTb: 0,
    mailboxGb: 50,
    desktopApps: false,
    about: {
      pl: 'Poczta firmowa, kalendarz i kontakty w Exchange Online ze skrzynką 50 GB.',
      en: 'Business e-mail, calendar and contacts on Exchange Online with a 50 GB mailbox.',
      de: 'Geschäftliche E-Mail, Kalender und Kontakte in Exchange Online mit einem 50-GB-Postfach.',
      fr: 'Messagerie professionnelle, calendrier et contacts sur Exchange Online, avec une boîte aux lettres de 50 GB.',
      es: 'Correo empresarial, calendario y contactos en Exchange Online con un buzón de 50 GB.',
      it: 'Posta aziendale, calendario e contatti su Exchange Online con una casella di posta da 50 GB.',
      cs: 'Firemní e-mail, kalendář a kontakty v Exchange Online s poštovní schránkou 50 GB.',
      hu: 'Céges e-mail, naptár és névjegyek Exchange Online-ban, 50 GB-os postafiókkal.',
      bg: 'Фирмена поща, календар и контакти в Exchange Online с пощенска кутия от 50 GB.',
      ru: 'Корпоративная почта, календарь и контакты в Exchange Online с почтовым ящиком на 50 GB.',
      tr: 'Exchange Online üzerinde kurumsal e-posta, takvim ve kişiler; 50 GB posta kutusuyla.',
    },
    recommended: ['migration-mailbox'],
  },
  {
    ...business,
    stem: 'exchange-online-plan-2',
    code: 'CFQ7TTC0LH1P',
    name: same('Exchange Online (Plan 2)'),
    family: 'exchange-online',
    monthly: 30,
    apps: ['exchange', 'outlook-web'],
    onedriveTb: 0,
    mailboxGb: 100,
    desktopApps: false,
    about: {
      pl: 'Skrzynka 100 GB, nieograniczona archiwizacja, blokada prawna i ochrona przed utratą danych.',
      en: 'A 100 GB mailbox, unlimited archiving, litigation hold and data loss prevention.',
      de: 'Ein 100-GB-Postfach, unbegrenzte Archivierung, Beweissicherung und Schutz vor Datenverlust.',
      fr: 'Une boîte aux lettres de 100 GB, un archivage illimité, la conservation pour litige et la prévention des pertes de données.',
      es: 'Un buzón de 100 GB, archivado ilimitado, retención por litigio y prevención de pérdida de datos.',
      it: 'Una casella di posta da 100 GB, archiviazione illimitata, blocco per controversia legale e prevenzione della perdita di dati.',
      cs: 'Poštovní schránka 100 GB, neomezená archivace, blokování z důvodu soudního sporu a ochrana před únikem informací.',
      hu: '100 GB-os postafiók, korlátlan archiválás, peres eljárás miatti visszatartás és adatvesztés-megelőzés.',
      bg: 'Пощенска кутия от 100 GB, неограничено архивиране, задържане за съдебен спор и предотвратяване на загуба на данни.',
      ru: 'Почтовый ящик на 100 GB, неограниченное архивирование, хранение для судебных разбирательств и защита от утечки данных.',
      tr: '100 GB posta kutusu, sınırsız arşivleme, yasal saklama ve veri kaybı önleme.',
    },
    recommended: ['migration-mailbox'],
  },
  {
    ...business,
    stem: 'teams-essentials',
    code: 'CFQ7TTC0RM8K',
    name: same('Microsoft Teams Essentials'),
    family: 'teams-essentials',
    monthly: 15,
    eur: 3.7,
    apps: ['teams', 'onedrive'],
    onedriveTb: 0.01,
    maxUsers: 300,
    desktopApps: false,
    about: {
      pl: 'Spotkania do 30 godzin i 300 uczestników, czat i 10 GB w chmurze na użytkownika.',
      en: 'Meetings of up to 30 hours and 300 attendees, chat and 10 GB of cloud storage per user.',
      de: 'Besprechungen mit bis zu 30 Stunden und 300 Teilnehmenden, Chat und 10 GB Cloudspeicher pro Benutzer.',
      fr: 'Des réunions jusqu’à 30 heures et 300 participants, la conversation et 10 GB de stockage dans le cloud par utilisateur.',
      es: 'Reuniones de hasta 30 horas y 300 asistentes, chat y 10 GB de almacenamiento en la nube por usuario.',
      it: 'Riunioni fino a 30 ore e 300 partecipanti, chat e 10 GB di spazio nel cloud per utente.',
      cs: 'Schůzky až na 30 hodin a pro 300 účastníků, chat a 10 GB v cloudu na uživatele.',
      hu: 'Legfeljebb 30 órás és 300 résztvevős értekezletek, csevegés és felhasználónként 10 GB felhőtárhely.',
      bg: 'Срещи до 30 часа и до 300 участници, чат и 10 GB в облака на потребител.',
      ru: 'Встречи длительностью до 30 часов и до 300 участников, чат и 10 GB в облаке на пользователя.',
      tr: '30 saate ve 300 katılımcıya kadar toplantılar, sohbet ve kullanıcı başına 10 GB bulut depolama.',
    },
  },
  {
    ...business,
    stem: 'm365-copilot',
    code: 'CFQ7TTC0MM8R',
    name: same('Microsoft 365 Copilot'),
    family: 'm365-copilot',
    monthly: 112.3,
    eur: 28.1,
    apps: ['copilot', 'word', 'excel', 'powerpoint', 'outlook', 'teams'],
    onedriveTb: 0,
    desktopApps: false,
    about: {
      pl: 'Asystent AI w Word, Excel, PowerPoint, Outlook i Teams; dodatek do planu Business lub Enterprise.',
      en: 'The AI assistant in Word, Excel, PowerPoint, Outlook and Teams; an add-on to a Business or Enterprise plan.',
      de: 'Der KI-Assistent in Word, Excel, PowerPoint, Outlook und Teams; ein Add-on zu einem Business- oder Enterprise-Plan.',
      fr: 'L’assistant IA dans Word, Excel, PowerPoint, Outlook et Teams ; un module complémentaire d’un forfait Business ou Enterprise.',
      es: 'El asistente de IA en Word, Excel, PowerPoint, Outlook y Teams; un complemento de un plan Business o Enterprise.',
      it: 'L’assistente IA in Word, Excel, PowerPoint, Outlook e Teams; un componente aggiuntivo di un piano Business o Enterprise.',
      cs: 'Asistent AI ve Wordu, Excelu, PowerPointu, Outlooku a Teams; doplněk k plánu Business nebo Enterprise.',
      hu: 'Az MI-asszisztens a Wordben, az Excelben, a PowerPointban, az Outlookban és a Teamsben; kiegészítő egy Business vagy Enterprise csomaghoz.',
      bg: 'Асистентът с ИИ в Word, Excel, PowerPoint, Outlook и Teams; добавка към план Business или Enterprise.',
      ru: 'ИИ-помощник в Word, Excel, PowerPoint, Outlook и Teams; дополнение к плану Business или Enterprise.',
      tr: 'Word, Excel, PowerPoint, Outlook ve Teams’teki yapay zekâ asistanı; Business veya Enterprise planına eklenti.',
    },
  },
  {
    stem: 'm365-personal',
    code: 'QQ2-01897',
    name: same('Microsoft 365 Personal'),
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 29.13,
    apps: [...office, 'onedrive', 'defender', 'copilot'],
    onedriveTb: 1,
    desktopApps: true,
    about: {
      pl: 'Dla jednej osoby: aplikacje Office, Copilot i 1 TB w OneDrive na wszystkich urządzeniach.',
      en: 'For one person: Office apps, Copilot and 1 TB of OneDrive on all devices.',
      de: 'Für eine Person: Office-Apps, Copilot und 1 TB OneDrive-Speicher auf allen Geräten.',
      fr: 'Pour une personne : applications Office, Copilot et 1 TB sur OneDrive sur tous les appareils.',
      es: 'Para una persona: aplicaciones de Office, Copilot y 1 TB en OneDrive en todos los dispositivos.',
      it: 'Per una persona: app di Office, Copilot e 1 TB su OneDrive su tutti i dispositivi.',
      cs: 'Pro jednu osobu: aplikace Office, Copilot a 1 TB na OneDrivu na všech zařízeních.',
      hu: 'Egy személynek: Office-alkalmazások, Copilot és 1 TB OneDrive-tárhely minden eszközön.',
      bg: 'За един човек: приложенията на Office, Copilot и 1 TB в OneDrive на всички устройства.',
      ru: 'Для одного человека: приложения Office, Copilot и 1 TB в OneDrive на всех устройствах.',
      tr: 'Bir kişi için: tüm cihazlarda Office uygulamaları, Copilot ve 1 TB OneDrive alanı.',
    },
  },
  {
    stem: 'm365-family',
    code: '6GQ-01897',
    name: same('Microsoft 365 Family'),
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 37.94,
    apps: [...office, 'onedrive', 'defender', 'family-safety'],
    onedriveTb: 6,
    desktopApps: true,
    about: {
      pl: 'Dla maksymalnie 6 osób: aplikacje Office i po 1 TB w OneDrive dla każdego.',
      en: 'For up to 6 people: Office apps and 1 TB of OneDrive each.',
      de: 'Für bis zu 6 Personen: Office-Apps und je 1 TB OneDrive-Speicher.',
      fr: 'Jusqu’à 6 personnes : applications Office et 1 TB sur OneDrive chacune.',
      es: 'Para hasta 6 personas: aplicaciones de Office y 1 TB en OneDrive para cada una.',
      it: 'Fino a 6 persone: app di Office e 1 TB su OneDrive ciascuna.',
      cs: 'Až pro 6 osob: aplikace Office a 1 TB na OneDrivu pro každou z nich.',
      hu: 'Legfeljebb 6 személynek: Office-alkalmazások és fejenként 1 TB OneDrive-tárhely.',
      bg: 'За до 6 души: приложенията на Office и по 1 TB в OneDrive за всеки.',
      ru: 'До 6 человек: приложения Office и по 1 TB в OneDrive для каждого.',
      tr: '6 kişiye kadar: Office uygulamaları ve kişi başına 1 TB OneDrive alanı.',
    },
  },
  {
    stem: 'm365-basic',
    code: 'AAA-10902',
    name: same('Microsoft 365 Basic'),
    categoryId: 'm365-home',
    family: 'm365-home',
    licenceType: 'home',
    monthly: 6.1,
    apps: ['onedrive', 'outlook-web'],
    onedriveTb: 0.1,
    desktopApps: false,
    about: {
      pl: '100 GB w OneDrive i Outlook bez reklam dla jednej osoby.',
      en: '100 GB of OneDrive and ad-free Outlook for one person.',
      de: '100 GB OneDrive-Speicher und werbefreies Outlook für eine Person.',
      fr: '100 GB sur OneDrive et Outlook sans publicité pour une personne.',
      es: '100 GB en OneDrive y Outlook sin anuncios para una persona.',
      it: '100 GB su OneDrive e Outlook senza pubblicità per una persona.',
      cs: '100 GB na OneDrivu a Outlook bez reklam pro jednu osobu.',
      hu: '100 GB OneDrive-tárhely és reklámmentes Outlook egy személynek.',
      bg: '100 GB в OneDrive и Outlook без реклами за един човек.',
      ru: '100 GB в OneDrive и Outlook без рекламы для одного человека.',
      tr: 'Bir kişi için 100 GB OneDrive alanı ve reklamsız Outlook.',
    },
  },
  ...(
    [
      ['a3-faculty', 'CFQ7TTC0LDQ3', 'A3', 'faculty', 12.2],
      ['a3-students', 'CFQ7TTC0LDQ4', 'A3', 'students', 9.4],
      ['a5-faculty', 'CFQ7TTC0LDQ5', 'A5', 'faculty', 30],
      ['a5-students', 'CFQ7TTC0LDQ6', 'A5', 'students', 22.5],
    ] as const
  ).map(
    ([stem, code, tier, audience, monthly]): Plan => ({
      stem: `m365-${stem}`,
      code,
      name: textsOf((language) => `Microsoft 365 ${tier} ${educationAudiences[audience][language]}`),
      categoryId: 'm365-education',
      family: 'm365-education',
      licenceType: 'edu',
      restrictions: ['academic'],
      monthly,
      apps: [...office, ...cloud, 'intune', 'onenote-class-notebook'],
      onedriveTb: 1,
      mailboxGb: 100,
      desktopApps: true,
      about: {
        pl: 'Dla szkół i uczelni: aplikacje Office, Teams dla edukacji, Intune i 100 GB poczty. Wymaga weryfikacji uprawnień akademickich.',
        en: 'For schools and universities: Office apps, Teams for Education, Intune and 100 GB of mail. Academic eligibility is verified.',
        de: 'Für Schulen und Hochschulen: Office-Apps, Teams for Education, Intune und 100 GB E-Mail-Speicher. Die Berechtigung für Bildungseinrichtungen wird geprüft.',
        fr: 'Pour les écoles et les universités : applications Office, Teams for Education, Intune et 100 GB de messagerie. L’éligibilité académique est vérifiée.',
        es: 'Para colegios y universidades: aplicaciones de Office, Teams for Education, Intune y 100 GB de correo. Se verifica la condición académica.',
        it: 'Per scuole e università: app di Office, Teams for Education, Intune e 100 GB di posta. L’idoneità accademica viene verificata.',
        cs: 'Pro školy a vysoké školy: aplikace Office, Teams for Education, Intune a 100 GB pošty. Nárok na akademickou licenci se ověřuje.',
        hu: 'Iskoláknak és egyetemeknek: Office-alkalmazások, Teams for Education, Intune és 100 GB levelezési tárhely. Az oktatási jogosultságot ellenőrizzük.',
        bg: 'За училища и университети: приложенията на Office, Teams for Education, Intune и 100 GB поща. Правото на академичен лиценз се проверява.',
        ru: 'Для школ и вузов: приложения Office, Teams for Education, Intune и 100 GB почты. Право на академическую лицензию проверяется.',
        tr: 'Okullar ve üniversiteler için: Office uygulamaları, Teams for Education, Intune ve 100 GB e-posta. Akademik uygunluk doğrulanır.',
      },
    }),
  ),
  ...(
    [
      ['m365-business-basic', 'CFQ7TTC0LH1L', 'Business Basic', 5.6],
      ['m365-business-standard', 'CFQ7TTC0LDPC', 'Business Standard', 11.7],
      ['m365-business-premium', 'CFQ7TTC0LCHD', 'Business Premium', 20.6],
    ] as const
  ).map(
    ([stem, code, tier, monthly]): Plan => ({
      stem: `${stem}-nonprofit`,
      code,
      name: textsOf((language) => `Microsoft 365 ${tier} ${forNonprofits[language]}`),
      categoryId: 'm365-public-sector',
      family: 'm365-nonprofit',
      licenceType: 'business',
      restrictions: ['charity'],
      monthly,
      apps: [...office, ...cloud],
      onedriveTb: 1,
      mailboxGb: 50,
      maxUsers: 300,
      desktopApps: tier !== 'Business Basic',
      about: {
        pl: `Plan ${tier} w cenie dla organizacji pożytku publicznego i fundacji zweryfikowanych przez Microsoft.`,
        en: `The ${tier} plan priced for charities and foundations verified by Microsoft.`,
        de: `Der Plan ${tier} zum Preis für gemeinnützige Organisationen und Stiftungen, die Microsoft geprüft hat.`,
        fr: `Le forfait ${tier} au tarif des associations et fondations vérifiées par Microsoft.`,
        es: `El plan ${tier} con precio para organizaciones benéficas y fundaciones verificadas por Microsoft.`,
        it: `Il piano ${tier} al prezzo per enti benefici e fondazioni verificati da Microsoft.`,
        cs: `Plán ${tier} za cenu pro obecně prospěšné organizace a nadace ověřené společností Microsoft.`,
        hu: `A ${tier} csomag a Microsoft által ellenőrzött jótékonysági szervezetek és alapítványok árán.`,
        bg: `Планът ${tier} на цена за благотворителни организации и фондации, проверени от Microsoft.`,
        ru: `План ${tier} по цене для благотворительных организаций и фондов, проверенных Microsoft.`,
        tr: `Microsoft tarafından doğrulanan hayır kurumları ve vakıflar için fiyatlandırılmış ${tier} planı.`,
      },
    }),
  ),
  ...(
    [
      ['m365-e3-government', 'CFQ7TTC0LFM1', 'E3', 121.3],
      ['m365-e5-government', 'CFQ7TTC0LFM2', 'E5', 192.1],
    ] as const
  ).map(
    ([stem, code, tier, monthly]): Plan => ({
      stem,
      code,
      name: textsOf((language) => `Microsoft 365 ${tier} ${forGovernment[language]}`),
      categoryId: 'm365-public-sector',
      family: 'm365-government',
      licenceType: 'business',
      restrictions: ['government'],
      monthly,
      apps: [...office, ...cloud, 'intune', 'windows-enterprise'],
      onedriveTb: 5,
      mailboxGb: 100,
      desktopApps: true,
      about: {
        pl: `Plan ${tier} dla urzędów i jednostek samorządu terytorialnego, z danymi przechowywanymi w UE.`,
        en: `The ${tier} plan for public administration and local government, with data kept in the EU.`,
        de: `Der Plan ${tier} für Behörden und Kommunalverwaltungen, mit Datenspeicherung in der EU.`,
        fr: `Le forfait ${tier} pour les administrations et les collectivités territoriales, avec des données conservées dans l’UE.`,
        es: `El plan ${tier} para la administración pública y las entidades locales, con los datos almacenados en la UE.`,
        it: `Il piano ${tier} per la pubblica amministrazione e gli enti locali, con i dati conservati nell’UE.`,
        cs: `Plán ${tier} pro úřady a samosprávy, s daty uloženými v EU.`,
        hu: `A ${tier} csomag hivataloknak és önkormányzatoknak, az EU-ban tárolt adatokkal.`,
        bg: `Планът ${tier} за държавната администрация и местното самоуправление, с данни, съхранявани в ЕС.`,
        ru: `План ${tier} для государственных учреждений и органов местного самоуправления, с хранением данных в ЕС.`,
        tr: `Kamu yönetimi ve yerel yönetimler için ${tier} planı; veriler AB’de saklanır.`,
      },
    }),
  ),
];

const billingTexts: Record<'monthly' | 'annual', { suffix: Texts; terms: Texts }> = {
  monthly: {
    suffix: {
      pl: 'miesięczna',
      en: 'monthly',
      de: 'monatlich',
      fr: 'mensuelle',
      es: 'mensual',
      it: 'mensile',
      cs: 'měsíční',
      hu: 'havi',
      bg: 'месечен',
      ru: 'месячная',
      tr: 'aylık',
    },
    terms: {
      pl: 'Płatność co miesiąc; liczbę licencji można zmieniać w każdym miesiącu.',
      en: 'Paid every month; the number of licences can change every month.',
      de: 'Monatliche Zahlung; die Anzahl der Lizenzen lässt sich jeden Monat ändern.',
      fr: 'Paiement chaque mois ; le nombre de licences peut changer chaque mois.',
      es: 'Pago mensual; el número de licencias puede cambiarse cada mes.',
      it: 'Pagamento mensile; il numero di licenze si può modificare ogni mese.',
      cs: 'Platba každý měsíc; počet licencí lze měnit každý měsíc.',
      hu: 'Havi fizetés; a licencek száma minden hónapban módosítható.',
      bg: 'Плащане всеки месец; броят на лицензите може да се променя всеки месец.',
      ru: 'Оплата каждый месяц; число лицензий можно менять каждый месяц.',
      tr: 'Her ay ödeme; lisans sayısı her ay değiştirilebilir.',
    },
  },
  annual: {
    suffix: {
      pl: 'roczna',
      en: 'annual',
      de: 'jährlich',
      fr: 'annuelle',
      es: 'anual',
      it: 'annuale',
      cs: 'roční',
      hu: 'éves',
      bg: 'годишен',
      ru: 'годовая',
      tr: 'yıllık',
    },
    terms: {
      pl: 'Płatność z góry za rok, taniej niż w planie miesięcznym.',
      en: 'Paid upfront for a year, cheaper than the monthly plan.',
      de: 'Zahlung im Voraus für ein Jahr, günstiger als der Monatsplan.',
      fr: 'Paiement d’avance pour un an, moins cher que le forfait mensuel.',
      es: 'Pago por adelantado de un año, más barato que el plan mensual.',
      it: 'Pagamento anticipato per un anno, più conveniente del piano mensile.',
      cs: 'Platba předem za rok, levnější než měsíční plán.',
      hu: 'Egy évre előre fizetve, olcsóbban, mint a havi csomag.',
      bg: 'Плащане предварително за година, по-евтино от месечния план.',
      ru: 'Оплата вперёд за год, дешевле месячного плана.',
      tr: 'Bir yıllık peşin ödeme; aylık plandan daha uygun.',
    },
  },
};

/** An introductory first month: half the price, or free (a free trial, payment method 7). */
type Intro = 'half' | 'free' | 'none';

/** The monthly plans sold with a one-month free trial (the demo's; Microsoft offers trials of these). */
const freeTrialStems = ['teams-essentials', 'exchange-online-plan-1'];

const introOf = (plan: Plan, annual: boolean): Intro => {
  if (annual) return 'none';
  if (freeTrialStems.includes(plan.stem)) return 'free';
  return plan.family === 'm365-business-suite' ? 'half' : 'none';
};

/** The price, with its first month's when there is an introductory one. */
const netOf = (price: number, intro: Intro) =>
  intro === 'none'
    ? { price }
    : { price, firstMonth: intro === 'free' ? 0 : Math.round(price / 2), afterFirstMonth: price };

/**
 * A plan sold through Partner Center's new commerce (an NCE product id, `CFQ7TTC0…`) has its catalog
 * item: the product, SKU `0001` and an availability id made up from the product id (Microsoft's are
 * opaque); a consumer plan sold as a key has none.
 */
const catalogItemIdOf = (code: string): string | undefined => {
  if (!/^CFQ7TTC0[A-Z0-9]{4}$/.test(code)) return undefined;
  const digest = createHash('sha256').update(code).digest('hex').toUpperCase();
  return `${code}:0001:CFQ7TTC0${digest.slice(0, 4)}`;
};

const withCatalogItem = ({ code, stem }: Plan) => {
  const catalogItemId = catalogItemIdOf(code);
  const licenceSku = licenceSkus[stem];
  return { ...(catalogItemId ? { catalogItemId } : {}), ...(licenceSku ? { licenceSku } : {}) };
};

const draftsOf = (plan: Plan): Draft[] =>
  (['monthly', 'annual'] as const).map((billing) => {
    const texts = billingTexts[billing];
    const monthlyBilling = minor(plan.monthly * 1.2);
    const annual = billing === 'annual';
    const price = annual ? minor(plan.monthly * 12) : monthlyBilling;
    const intro = introOf(plan, annual);
    const eur = plan.eur === undefined ? undefined : minor(annual ? plan.eur * 12 : plan.eur * 1.2);
    return {
      id: `${plan.stem}-${billing}`,
      producerCode: `${plan.code}-${annual ? 'P1Y' : 'P1M'}`,
      variant: { kind: 'm365-subscription', billing, ...withCatalogItem(plan) },
      categoryId: plan.categoryId,
      licenceType: plan.licenceType,
      restrictions: plan.restrictions ?? [],
      apps: plan.apps,
      availability: { state: 'instant' },
      name: textsOf((language) => `${plan.name[language]} (${texts.suffix[language]})`),
      description: textsOf((language) => `${plan.about[language]} ${texts.terms[language]}`),
      attributes: [
        num('onedrive', plan.onedriveTb, 'TB'),
        ...(plan.mailboxGb === undefined ? [] : [num('mailbox', plan.mailboxGb, 'GB')]),
        ...(plan.maxUsers === undefined ? [] : [num('max-users', plan.maxUsers, 'users')]),
        num('devices-per-user', plan.desktopApps ? 5 : 1, 'devices'),
        flag('desktop-apps', plan.desktopApps),
        num('commitment', annual ? 12 : 1, 'months'),
      ],
      prices: {
        PLN: { ...netOf(price, intro), ...(annual ? { list: monthlyBilling * 12 } : {}) },
        ...(eur === undefined ? {} : { EUR: netOf(eur, intro) }),
      },
      family: plan.family,
      relations: { recommended: plan.recommended ?? [] },
    };
  });

export const subscriptionDrafts: Draft[] = plans.flatMap(draftsOf);
