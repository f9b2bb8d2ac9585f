import type { Availability } from '#shared/catalogue/product';
import type { Language } from '#shared/locale';
import { accessoriesFor } from './accessories';
import type { Draft, Texts } from './draft';
import { minor, modelName, num, option, same, text, textsOf } from './draft';

// Device-as-a-service bundles (24 or 36 months) and IT services (backup, server management,
// migration, support), priced as on the home page: DaaS 94.75 PLN, backup from 149 PLN, server
// management 500 PLN per server, each per month.

interface Bundle {
  stem: string;
  brand: string;
  device: string;
  /** The hardware product the bundle leases. */
  deviceId: string;
  categoryId: 'daas-laptops' | 'daas-desktops';
  /** Net PLN per month over 36 months; 24 months cost 27 % more. */
  monthly: number;
}

const bundles: Bundle[] = (
  [
    [
      'daas-standard-thinkpad-e14',
      'Lenovo',
      'Lenovo ThinkPad E14 Gen 6',
      'thinkpad-e14-gen-6-16gb-512gb-1a',
      94.75,
    ],
    ['daas-thinkpad-t14', 'Lenovo', 'Lenovo ThinkPad T14 Gen 5', 'thinkpad-t14-gen-5-16gb-512gb-1a', 129.9],
    [
      'daas-thinkpad-x1-carbon',
      'Lenovo',
      'Lenovo ThinkPad X1 Carbon Gen 12',
      'thinkpad-x1-carbon-gen-12-16gb-512gb-1a',
      199.9,
    ],
    ['daas-latitude-5450', 'Dell', 'Dell Latitude 5450', 'latitude-5450-16gb-512gb-1a', 119.9],
    ['daas-elitebook-840', 'HP', 'HP EliteBook 840 G11', 'elitebook-840-g11-16gb-512gb-1a', 149.9],
    ['daas-probook-440', 'HP', 'HP ProBook 440 G11', 'probook-440-g11-16gb-512gb-1a', 99.9],
    [
      'daas-surface-laptop-7',
      'Microsoft',
      'Microsoft Surface Laptop 7 13,8"',
      'surface-laptop-7-13-16gb-512gb-1a',
      139.9,
    ],
    ['daas-precision-3591', 'Dell', 'Dell Precision 3591', 'precision-3591-32gb-1024gb-1w', 219.9],
  ] as const
).map(([stem, brand, device, deviceId, monthly]) => ({
  stem,
  brand,
  device,
  deviceId,
  monthly,
  categoryId: 'daas-laptops',
}));

const desktopBundles: Bundle[] = (
  [
    [
      'daas-optiplex-micro-7020',
      'Dell',
      'Dell OptiPlex Micro 7020',
      'optiplex-micro-7020-16gb-512gb-1a',
      89.9,
    ],
    [
      'daas-thinkcentre-m70q',
      'Lenovo',
      'Lenovo ThinkCentre M70q Gen 5',
      'thinkcentre-m70q-gen-5-16gb-512gb-1a',
      84.9,
    ],
    ['daas-elite-mini-800', 'HP', 'HP Elite Mini 800 G9', 'hp-elite-mini-800-g9-16gb-512gb-1a', 99.9],
    ['daas-eliteone-870', 'HP', 'HP EliteOne 870 G9 27"', 'hp-eliteone-870-g9-16gb-512gb-1a', 149.9],
  ] as const
).map(([stem, brand, device, deviceId, monthly]) => ({
  stem,
  brand,
  device,
  deviceId,
  monthly,
  categoryId: 'daas-desktops',
}));

/** A bundle's name: its device as a service for `term` months (24 or 36). */
const bundleNames: Record<Language, (device: string, term: 24 | 36) => string> = {
  pl: (device, term) => `${device} w abonamencie na ${term} ${term === 24 ? 'miesiące' : 'miesięcy'}`,
  en: (device, term) => `${device} as a service for ${term} months`,
  de: (device, term) => `${device} als Service für ${term} Monate`,
  fr: (device, term) => `${device} en tant que service sur ${term} mois`,
  es: (device, term) => `${device} como servicio durante ${term} meses`,
  it: (device, term) => `${device} come servizio per ${term} mesi`,
  cs: (device, term) => `${device} jako služba na ${term} měsíců`,
  hu: (device, term) => `${device} szolgáltatásként ${term} hónapra`,
  bg: (device, term) => `${device} като услуга за ${term} месеца`,
  ru: (device, term) => `${device} как услуга на ${term} ${term === 24 ? 'месяца' : 'месяцев'}`,
  tr: (device, term) => `${term} ay süreyle hizmet olarak ${device}`,
};

/** A bundle's description: what the device comes with over its term. */
const bundleTexts: Record<Language, (device: string, term: 24 | 36) => string> = {
  pl: (device, term) =>
    `${device} z Windows 11 Pro, wdrożeniem przez Autopilot, serwisem następnego dnia roboczego i wymianą po ${term} miesiącach. Jedna stała opłata miesięczna bez wkładu własnego.`,
  en: (device, term) =>
    `${device} with Windows 11 Pro, Autopilot deployment, next-business-day service and a refresh after ${term} months. One fixed monthly fee with no down payment.`,
  de: (device, term) =>
    `${device} mit Windows 11 Pro, Bereitstellung über Autopilot, Vor-Ort-Service am nächsten Werktag und Austausch nach ${term} Monaten. Eine feste monatliche Gebühr ohne Anzahlung.`,
  fr: (device, term) =>
    `${device} avec Windows 11 Pro, déploiement via Autopilot, intervention le jour ouvré suivant et renouvellement après ${term} mois. Un loyer mensuel fixe, sans apport.`,
  es: (device, term) =>
    `${device} con Windows 11 Pro, implementación con Autopilot, servicio al siguiente día laborable y renovación a los ${term} meses. Una cuota mensual fija sin entrada.`,
  it: (device, term) =>
    `${device} con Windows 11 Pro, distribuzione tramite Autopilot, assistenza il giorno lavorativo successivo e sostituzione dopo ${term} mesi. Un canone mensile fisso senza anticipo.`,
  cs: (device, term) =>
    `${device} s Windows 11 Pro, nasazením přes Autopilot, servisem následující pracovní den a výměnou po ${term} měsících. Jeden pevný měsíční poplatek bez akontace.`,
  hu: (device, term) =>
    `${device} Windows 11 Pro rendszerrel, Autopilot-telepítéssel, következő munkanapi szervizzel és ${term} hónap utáni cserével. Egyetlen fix havi díj, önrész nélkül.`,
  bg: (device, term) =>
    `${device} с Windows 11 Pro, внедряване чрез Autopilot, сервиз на следващия работен ден и подмяна след ${term} месеца. Една фиксирана месечна такса без първоначална вноска.`,
  ru: (device, term) =>
    `${device} с Windows 11 Pro, развёртыванием через Autopilot, сервисом на следующий рабочий день и заменой через ${term} ${term === 24 ? 'месяца' : 'месяцев'}. Одна фиксированная ежемесячная плата без первоначального взноса.`,
  tr: (device, term) =>
    `Windows 11 Pro, Autopilot ile dağıtım, bir sonraki iş günü servis ve ${term} ay sonra yenileme ile ${device}. Peşinatsız, sabit tek aylık ücret.`,
};

const bundleDrafts = (bundle: Bundle, index: number): Draft[] =>
  ([36, 24] as const).map((term) => {
    const monthly = term === 36 ? bundle.monthly : bundle.monthly * 1.27;
    const standard = bundle.stem === 'daas-standard-thinkpad-e14' && term === 36;
    return {
      id: `${bundle.stem}-${term}m`,
      producerCode: `DAAS-${bundle.stem.replace('daas-', '').toUpperCase()}-${term}`,
      variant: { kind: 'device-as-a-service' },
      categoryId: bundle.categoryId,
      licenceType: 'business',
      apps: [],
      availability: index % 5 === 3 ? { state: '2-3-days' } : { state: '1-2-days' },
      name: textsOf((language) => bundleNames[language](modelName(bundle.device, language), term)),
      description: textsOf((language) => bundleTexts[language](modelName(bundle.device, language), term)),
      attributes: [
        num('commitment', term, 'months'),
        text('included-device', bundle.device),
        option('service-level', 'next-business-day'),
        option('billing-unit', 'per-device-month'),
      ],
      prices: {
        PLN: { price: minor(monthly) },
        ...(standard ? { EUR: { price: 2199 } } : {}),
      },
      family: bundle.stem,
      relations: {
        accessories: accessoriesFor(bundle.brand).slice(0, 2),
        recommended: [bundle.deviceId, 'support-helpdesk-per-user'],
      },
    };
  });

type Unit = 'per-month' | 'per-server-month' | 'per-user-month' | 'per-device-month' | 'one-off' | 'per-hour';

interface Service {
  id: string;
  categoryId: 'backup' | 'server-management' | 'migration' | 'support';
  name: Texts;
  about: Texts;
  /** Net PLN per unit. */
  price: number;
  unit: Unit;
  availability?: Availability;
  capacityGb?: number;
  responseHours?: number;
  eur?: number;
  recommended?: string[];
}

const azureBackup = (gb: number, price: number, eur?: number): Service => {
  const size = gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`;
  return {
    id: `azure-backup-${gb >= 1024 ? `${gb / 1024}tb` : `${gb}gb`}`,
    categoryId: 'backup',
    name: same(`Azure Backup ${size}`),
    about: {
      pl: `Kopie zapasowe serwerów i plików w Azure do ${size}, z retencją 30 dni, szyfrowaniem i raportem miesięcznym.`,
      en: `Backups of servers and files to Azure of up to ${size}, with 30-day retention, encryption and a monthly report.`,
      de: `Sicherung von Servern und Dateien in Azure bis ${size}, mit 30 Tagen Aufbewahrung, Verschlüsselung und monatlichem Bericht.`,
      fr: `Sauvegarde des serveurs et des fichiers dans Azure jusqu’à ${size}, avec une rétention de 30 jours, le chiffrement et un rapport mensuel.`,
      es: `Copias de seguridad de servidores y archivos en Azure de hasta ${size}, con retención de 30 días, cifrado e informe mensual.`,
      it: `Backup di server e file su Azure fino a ${size}, con conservazione di 30 giorni, crittografia e report mensile.`,
      cs: `Zálohy serverů a souborů v Azure až do ${size}, s uchováním 30 dní, šifrováním a měsíčním přehledem.`,
      hu: `Szerverek és fájlok biztonsági mentése az Azure-ba legfeljebb ${size} méretig, 30 napos megőrzéssel, titkosítással és havi jelentéssel.`,
      bg: `Резервни копия на сървъри и файлове в Azure до ${size}, със съхранение 30 дни, криптиране и месечен отчет.`,
      ru: `Резервное копирование серверов и файлов в Azure объёмом до ${size}, с хранением 30 дней, шифрованием и ежемесячным отчётом.`,
      tr: `${size} boyutuna kadar sunucu ve dosyaların Azure’a yedeklenmesi; 30 günlük saklama, şifreleme ve aylık rapor.`,
    },
    price,
    unit: 'per-month',
    availability: { state: 'instant' },
    capacityGb: gb,
    ...(eur === undefined ? {} : { eur }),
    recommended: ['server-management-windows'],
  };
};

/** What server management looks after: its name, and the object the description names in its case. */
const managedObjects: Record<
  'windows' | 'linux' | 'hyper-v' | 'azure-vm' | 'sql-server' | 'm365-tenant',
  { name: Texts; object: Texts }
> = {
  windows: {
    name: {
      pl: 'Zarządzanie serwerem Windows',
      en: 'Windows server management',
      de: 'Verwaltung von Windows-Servern',
      fr: 'Gestion de serveur Windows',
      es: 'Gestión de servidor Windows',
      it: 'Gestione di server Windows',
      cs: 'Správa serveru Windows',
      hu: 'Windows-szerver felügyelete',
      bg: 'Управление на сървър с Windows',
      ru: 'Управление сервером Windows',
      tr: 'Windows sunucu yönetimi',
    },
    object: {
      pl: 'serwera Windows',
      en: 'a Windows server',
      de: 'einen Windows-Server',
      fr: 'un serveur Windows',
      es: 'un servidor Windows',
      it: 'un server Windows',
      cs: 'server Windows',
      hu: 'Windows-szerverhez',
      bg: 'сървър с Windows',
      ru: 'сервера Windows',
      tr: 'Windows sunucu',
    },
  },
  linux: {
    name: {
      pl: 'Zarządzanie serwerem Linux',
      en: 'Linux server management',
      de: 'Verwaltung von Linux-Servern',
      fr: 'Gestion de serveur Linux',
      es: 'Gestión de servidor Linux',
      it: 'Gestione di server Linux',
      cs: 'Správa serveru Linux',
      hu: 'Linux-szerver felügyelete',
      bg: 'Управление на сървър с Linux',
      ru: 'Управление сервером Linux',
      tr: 'Linux sunucu yönetimi',
    },
    object: {
      pl: 'serwera Linux',
      en: 'a Linux server',
      de: 'einen Linux-Server',
      fr: 'un serveur Linux',
      es: 'un servidor Linux',
      it: 'un server Linux',
      cs: 'server Linux',
      hu: 'Linux-szerverhez',
      bg: 'сървър с Linux',
      ru: 'сервера Linux',
      tr: 'Linux sunucu',
    },
  },
  'hyper-v': {
    name: {
      pl: 'Zarządzanie hostem Hyper-V',
      en: 'Hyper-V host management',
      de: 'Verwaltung von Hyper-V-Hosts',
      fr: 'Gestion d’hôte Hyper-V',
      es: 'Gestión de host Hyper-V',
      it: 'Gestione di host Hyper-V',
      cs: 'Správa hostitele Hyper-V',
      hu: 'Hyper-V-gazdagép felügyelete',
      bg: 'Управление на хост Hyper-V',
      ru: 'Управление хостом Hyper-V',
      tr: 'Hyper-V ana bilgisayar yönetimi',
    },
    object: {
      pl: 'hosta Hyper-V',
      en: 'a Hyper-V host',
      de: 'einen Hyper-V-Host',
      fr: 'un hôte Hyper-V',
      es: 'un host Hyper-V',
      it: 'un host Hyper-V',
      cs: 'hostitele Hyper-V',
      hu: 'Hyper-V-gazdagéphez',
      bg: 'хост Hyper-V',
      ru: 'хоста Hyper-V',
      tr: 'Hyper-V ana bilgisayarı',
    },
  },
  'azure-vm': {
    name: {
      pl: 'Zarządzanie maszyną wirtualną Azure',
      en: 'Azure virtual machine management',
      de: 'Verwaltung virtueller Azure-Maschinen',
      fr: 'Gestion de machine virtuelle Azure',
      es: 'Gestión de máquina virtual de Azure',
      it: 'Gestione di macchina virtuale Azure',
      cs: 'Správa virtuálního počítače Azure',
      hu: 'Azure virtuális gép felügyelete',
      bg: 'Управление на виртуална машина в Azure',
      ru: 'Управление виртуальной машиной Azure',
      tr: 'Azure sanal makine yönetimi',
    },
    object: {
      pl: 'maszyny wirtualnej Azure',
      en: 'an Azure virtual machine',
      de: 'eine virtuelle Azure-Maschine',
      fr: 'une machine virtuelle Azure',
      es: 'una máquina virtual de Azure',
      it: 'una macchina virtuale Azure',
      cs: 'virtuální počítač Azure',
      hu: 'Azure virtuális géphez',
      bg: 'виртуална машина в Azure',
      ru: 'виртуальной машины Azure',
      tr: 'Azure sanal makinesi',
    },
  },
  'sql-server': {
    name: {
      pl: 'Zarządzanie bazą SQL Server',
      en: 'SQL Server database management',
      de: 'Verwaltung von SQL-Server-Datenbanken',
      fr: 'Gestion de base de données SQL Server',
      es: 'Gestión de base de datos SQL Server',
      it: 'Gestione di database SQL Server',
      cs: 'Správa databáze SQL Server',
      hu: 'SQL Server-adatbázis felügyelete',
      bg: 'Управление на база данни SQL Server',
      ru: 'Управление базой данных SQL Server',
      tr: 'SQL Server veritabanı yönetimi',
    },
    object: {
      pl: 'bazy SQL Server',
      en: 'a SQL Server database',
      de: 'eine SQL-Server-Datenbank',
      fr: 'une base de données SQL Server',
      es: 'una base de datos SQL Server',
      it: 'un database SQL Server',
      cs: 'databázi SQL Server',
      hu: 'SQL Server-adatbázishoz',
      bg: 'база данни SQL Server',
      ru: 'базы данных SQL Server',
      tr: 'SQL Server veritabanı',
    },
  },
  'm365-tenant': {
    name: {
      pl: 'Zarządzanie środowiskiem Microsoft 365',
      en: 'Microsoft 365 tenant management',
      de: 'Verwaltung der Microsoft-365-Umgebung',
      fr: 'Gestion d’environnement Microsoft 365',
      es: 'Gestión del entorno Microsoft 365',
      it: 'Gestione dell’ambiente Microsoft 365',
      cs: 'Správa prostředí Microsoft 365',
      hu: 'Microsoft 365-környezet felügyelete',
      bg: 'Управление на средата Microsoft 365',
      ru: 'Управление средой Microsoft 365',
      tr: 'Microsoft 365 ortam yönetimi',
    },
    object: {
      pl: 'środowiska Microsoft 365',
      en: 'a Microsoft 365 tenant',
      de: 'eine Microsoft-365-Umgebung',
      fr: 'un environnement Microsoft 365',
      es: 'un entorno Microsoft 365',
      it: 'un ambiente Microsoft 365',
      cs: 'prostředí Microsoft 365',
      hu: 'Microsoft 365-környezethez',
      bg: 'среда Microsoft 365',
      ru: 'среды Microsoft 365',
      tr: 'Microsoft 365 ortamı',
    },
  },
};

/** Server management's description: what it does for the object, within `hours`. */
const managementTexts: Record<Language, (object: string, hours: number) => string> = {
  pl: (object, hours) =>
    `Monitoring 24/7, aktualizacje, kontrola kopii i reakcja na awarie do ${hours} h dla ${object}; opłata miesięczna za każdy obiekt.`,
  en: (object, hours) =>
    `24/7 monitoring, patching, backup checks and incident response within ${hours} h for ${object}; a monthly fee for each one.`,
  de: (object, hours) =>
    `Überwachung rund um die Uhr, Updates, Kontrolle der Datensicherung und Reaktion auf Störungen innerhalb von ${hours} h für ${object}; eine monatliche Gebühr je Objekt.`,
  fr: (object, hours) =>
    `Surveillance 24 h/24 et 7 j/7, mises à jour, contrôle des sauvegardes et intervention en cas d’incident sous ${hours} h pour ${object} ; un forfait mensuel par élément.`,
  es: (object, hours) =>
    `Supervisión 24/7, actualizaciones, control de copias y respuesta a incidencias en ${hours} h para ${object}; una cuota mensual por elemento.`,
  it: (object, hours) =>
    `Monitoraggio 24/7, aggiornamenti, controllo dei backup e intervento in caso di guasto entro ${hours} h per ${object}; un canone mensile per ciascun elemento.`,
  cs: (object, hours) =>
    `Dohled 24/7, aktualizace, kontrola záloh a reakce na poruchy do ${hours} h pro ${object}; měsíční poplatek za každý objekt.`,
  hu: (object, hours) =>
    `Folyamatos (24/7) felügyelet, frissítések, a mentések ellenőrzése és hibaelhárítás ${hours} órán belül ${object}; havi díj objektumonként.`,
  bg: (object, hours) =>
    `Наблюдение 24/7, актуализации, контрол на резервните копия и реакция при аварии до ${hours} h за ${object}; месечна такса за всеки обект.`,
  ru: (object, hours) =>
    `Мониторинг 24/7, обновления, контроль резервных копий и реагирование на сбои в течение ${hours} h для ${object}; ежемесячная плата за каждый объект.`,
  tr: (object, hours) =>
    `${object} için 7/24 izleme, güncellemeler, yedek kontrolü ve ${hours} saat içinde arıza müdahalesi; her biri için aylık ücret.`,
};

/** A migration's description: its name, then what every migration includes. */
const migrationTexts: Record<Language, (name: string) => string> = {
  pl: (name) =>
    `${name}: plan, migracja próbna, przeniesienie danych poza godzinami pracy i wsparcie użytkowników po zmianie.`,
  en: (name) =>
    `${name}: a plan, a pilot migration, moving the data out of hours and user support after the switch.`,
  de: (name) =>
    `${name}: Plan, Testmigration, Übertragung der Daten außerhalb der Arbeitszeit und Unterstützung der Benutzer nach der Umstellung.`,
  fr: (name) =>
    `${name} : plan, migration pilote, transfert des données en dehors des heures de travail et assistance aux utilisateurs après la bascule.`,
  es: (name) =>
    `${name}: plan, migración piloto, traslado de los datos fuera del horario laboral y soporte a los usuarios tras el cambio.`,
  it: (name) =>
    `${name}: piano, migrazione pilota, trasferimento dei dati fuori dall’orario di lavoro e supporto agli utenti dopo il passaggio.`,
  cs: (name) =>
    `${name}: plán, zkušební migrace, přenos dat mimo pracovní dobu a podpora uživatelů po přechodu.`,
  hu: (name) =>
    `${name}: terv, próbamigráció, az adatok munkaidőn kívüli átvitele és a felhasználók támogatása az átállás után.`,
  bg: (name) =>
    `${name}: план, пробна миграция, прехвърляне на данните извън работно време и поддръжка на потребителите след прехода.`,
  ru: (name) =>
    `${name}: план, пробная миграция, перенос данных в нерабочее время и поддержка пользователей после перехода.`,
  tr: (name) =>
    `${name}: plan, deneme taşıması, verilerin mesai dışında aktarılması ve geçişten sonra kullanıcı desteği.`,
};

/** A support service's description: its name, who does it and how fast. */
const supportTexts: Record<Language, (name: string, hours: number) => string> = {
  pl: (name, hours) => `${name} przez certyfikowanych inżynierów Microsoft, z czasem reakcji do ${hours} h.`,
  en: (name, hours) => `${name} by Microsoft-certified engineers, responding within ${hours} h.`,
  de: (name, hours) =>
    `${name} durch Microsoft-zertifizierte Techniker, mit einer Reaktionszeit von bis zu ${hours} h.`,
  fr: (name, hours) =>
    `${name} : par des ingénieurs certifiés Microsoft, avec un délai de réponse de ${hours} h maximum.`,
  es: (name, hours) =>
    `${name}: a cargo de ingenieros certificados por Microsoft, con un tiempo de respuesta de hasta ${hours} h.`,
  it: (name, hours) =>
    `${name}: a cura di ingegneri certificati Microsoft, con tempo di risposta entro ${hours} h.`,
  cs: (name, hours) => `${name}: zajišťují certifikovaní inženýři Microsoft, s dobou reakce do ${hours} h.`,
  hu: (name, hours) =>
    `${name}: Microsoft-minősítésű mérnökök végzik, legfeljebb ${hours} órás reakcióidővel.`,
  bg: (name, hours) => `${name}: от сертифицирани от Microsoft инженери, с време за реакция до ${hours} h.`,
  ru: (name, hours) =>
    `${name}: силами сертифицированных инженеров Microsoft, со временем реакции до ${hours} h.`,
  tr: (name, hours) =>
    `${name}: Microsoft sertifikalı mühendisler tarafından, ${hours} saate kadar yanıt süresiyle.`,
};

const services: Service[] = [
  azureBackup(100, 149, 34.99),
  azureBackup(500, 299),
  azureBackup(1024, 449),
  azureBackup(2048, 799),
  azureBackup(5120, 1790),
  {
    id: 'backup-m365-per-user',
    categoryId: 'backup',
    name: {
      pl: 'Kopia zapasowa Microsoft 365 (na użytkownika)',
      en: 'Microsoft 365 backup (per user)',
      de: 'Microsoft-365-Datensicherung (pro Benutzer)',
      fr: 'Sauvegarde Microsoft 365 (par utilisateur)',
      es: 'Copia de seguridad de Microsoft 365 (por usuario)',
      it: 'Backup di Microsoft 365 (per utente)',
      cs: 'Zálohování Microsoft 365 (na uživatele)',
      hu: 'Microsoft 365 biztonsági mentés (felhasználónként)',
      bg: 'Резервно копие на Microsoft 365 (на потребител)',
      ru: 'Резервное копирование Microsoft 365 (за пользователя)',
      tr: 'Microsoft 365 yedekleme (kullanıcı başına)',
    },
    about: {
      pl: 'Codzienna kopia poczty Exchange, OneDrive, SharePoint i Teams z odtwarzaniem pojedynczych elementów.',
      en: 'Daily backup of Exchange mail, OneDrive, SharePoint and Teams with single-item restore.',
      de: 'Tägliche Sicherung von Exchange-E-Mails, OneDrive, SharePoint und Teams mit Wiederherstellung einzelner Elemente.',
      fr: 'Sauvegarde quotidienne de la messagerie Exchange, de OneDrive, SharePoint et Teams, avec restauration élément par élément.',
      es: 'Copia diaria del correo de Exchange, OneDrive, SharePoint y Teams con restauración de elementos individuales.',
      it: 'Backup giornaliero della posta Exchange, di OneDrive, SharePoint e Teams con ripristino dei singoli elementi.',
      cs: 'Denní záloha pošty Exchange, OneDrivu, SharePointu a Teams s obnovou jednotlivých položek.',
      hu: 'Az Exchange-levelezés, a OneDrive, a SharePoint és a Teams napi mentése egyes elemek visszaállításával.',
      bg: 'Ежедневно резервно копие на пощата в Exchange, OneDrive, SharePoint и Teams с възстановяване на отделни елементи.',
      ru: 'Ежедневное резервное копирование почты Exchange, OneDrive, SharePoint и Teams с восстановлением отдельных элементов.',
      tr: 'Exchange postalarının, OneDrive, SharePoint ve Teams’in tek tek öğe geri yüklemeli günlük yedeği.',
    },
    price: 12,
    unit: 'per-user-month',
    availability: { state: 'instant' },
    recommended: ['m365-business-standard-annual'],
  },
  {
    id: 'backup-physical-server',
    categoryId: 'backup',
    name: {
      pl: 'Kopia zapasowa serwera fizycznego',
      en: 'Physical server backup',
      de: 'Datensicherung für physische Server',
      fr: 'Sauvegarde de serveur physique',
      es: 'Copia de seguridad de servidor físico',
      it: 'Backup di server fisico',
      cs: 'Zálohování fyzického serveru',
      hu: 'Fizikai szerver biztonsági mentése',
      bg: 'Резервно копие на физически сървър',
      ru: 'Резервное копирование физического сервера',
      tr: 'Fiziksel sunucu yedekleme',
    },
    about: {
      pl: 'Kopia obrazu serwera z odtwarzaniem na inny sprzęt lub do Azure, do 1 TB danych.',
      en: 'An image backup of the server restorable to other hardware or to Azure, up to 1 TB of data.',
      de: 'Image-Sicherung des Servers, wiederherstellbar auf anderer Hardware oder in Azure, bis 1 TB Daten.',
      fr: 'Sauvegarde en image du serveur, restaurable sur un autre matériel ou dans Azure, jusqu’à 1 TB de données.',
      es: 'Copia de imagen del servidor, restaurable en otro hardware o en Azure, hasta 1 TB de datos.',
      it: 'Backup dell’immagine del server, ripristinabile su altro hardware o in Azure, fino a 1 TB di dati.',
      cs: 'Záloha obrazu serveru s obnovou na jiný hardware nebo do Azure, až 1 TB dat.',
      hu: 'A szerver lemezképének mentése, más hardverre vagy az Azure-ba visszaállítható, legfeljebb 1 TB adatig.',
      bg: 'Резервно копие на образа на сървъра с възстановяване на друг хардуер или в Azure, до 1 TB данни.',
      ru: 'Резервная копия образа сервера с восстановлением на другое оборудование или в Azure, до 1 TB данных.',
      tr: 'Başka bir donanıma veya Azure’a geri yüklenebilen sunucu imaj yedeği; 1 TB’a kadar veri.',
    },
    price: 189,
    unit: 'per-server-month',
    capacityGb: 1024,
  },
  {
    id: 'backup-workstation',
    categoryId: 'backup',
    name: {
      pl: 'Kopia zapasowa stacji roboczej',
      en: 'Workstation backup',
      de: 'Datensicherung für Arbeitsplatzrechner',
      fr: 'Sauvegarde de poste de travail',
      es: 'Copia de seguridad de puesto de trabajo',
      it: 'Backup di postazione di lavoro',
      cs: 'Zálohování pracovní stanice',
      hu: 'Munkaállomás biztonsági mentése',
      bg: 'Резервно копие на работна станция',
      ru: 'Резервное копирование рабочей станции',
      tr: 'İş istasyonu yedekleme',
    },
    about: {
      pl: 'Ciągła kopia plików użytkownika z laptopa lub komputera do chmury, do 250 GB.',
      en: 'Continuous backup of the user files of a laptop or PC to the cloud, up to 250 GB.',
      de: 'Fortlaufende Sicherung der Benutzerdateien eines Laptops oder PCs in die Cloud, bis 250 GB.',
      fr: 'Sauvegarde continue des fichiers utilisateur d’un ordinateur portable ou de bureau dans le cloud, jusqu’à 250 GB.',
      es: 'Copia continua de los archivos del usuario de un portátil u ordenador en la nube, hasta 250 GB.',
      it: 'Backup continuo dei file utente di un portatile o PC nel cloud, fino a 250 GB.',
      cs: 'Průběžná záloha uživatelských souborů z notebooku nebo počítače do cloudu, až 250 GB.',
      hu: 'Laptop vagy számítógép felhasználói fájljainak folyamatos mentése a felhőbe, legfeljebb 250 GB-ig.',
      bg: 'Непрекъснато резервно копиране на потребителските файлове от лаптоп или компютър в облака, до 250 GB.',
      ru: 'Непрерывное резервное копирование пользовательских файлов ноутбука или ПК в облако, до 250 GB.',
      tr: 'Dizüstü veya masaüstü bilgisayardaki kullanıcı dosyalarının buluta sürekli yedeklenmesi; 250 GB’a kadar.',
    },
    price: 29,
    unit: 'per-device-month',
    availability: { state: 'instant' },
    capacityGb: 250,
  },
  ...(
    [
      ['windows', 500, 4, 117],
      ['linux', 550, 4, undefined],
      ['hyper-v', 690, 4, undefined],
      ['azure-vm', 450, 4, undefined],
      ['sql-server', 890, 8, undefined],
      ['m365-tenant', 390, 8, undefined],
    ] as const
  ).map(
    ([stem, price, responseHours, eur]): Service => ({
      id: `server-management-${stem}`,
      categoryId: 'server-management',
      name: managedObjects[stem].name,
      about: textsOf((language) =>
        managementTexts[language](managedObjects[stem].object[language], responseHours),
      ),
      price,
      unit: stem === 'm365-tenant' ? 'per-month' : 'per-server-month',
      availability: { state: '1-2-days' },
      responseHours,
      ...(eur === undefined ? {} : { eur }),
      recommended: ['azure-backup-100gb'],
    }),
  ),
  ...(
    [
      [
        'mailbox',
        {
          pl: 'Migracja skrzynki pocztowej do Exchange Online',
          en: 'Mailbox migration to Exchange Online',
          de: 'Postfachmigration zu Exchange Online',
          fr: 'Migration de boîte aux lettres vers Exchange Online',
          es: 'Migración de buzón a Exchange Online',
          it: 'Migrazione di casella di posta a Exchange Online',
          cs: 'Migrace poštovní schránky do Exchange Online',
          hu: 'Postafiók migrálása Exchange Online-ba',
          bg: 'Миграция на пощенска кутия към Exchange Online',
          ru: 'Миграция почтового ящика в Exchange Online',
          tr: 'Posta kutusunun Exchange Online’a taşınması',
        },
        89,
      ],
      [
        'file-server-sharepoint',
        {
          pl: 'Migracja serwera plików do SharePoint (za 1 TB)',
          en: 'File server to SharePoint migration (per 1 TB)',
          de: 'Migration eines Dateiservers zu SharePoint (je 1 TB)',
          fr: 'Migration d’un serveur de fichiers vers SharePoint (pour 1 TB)',
          es: 'Migración de servidor de archivos a SharePoint (por 1 TB)',
          it: 'Migrazione di file server a SharePoint (per 1 TB)',
          cs: 'Migrace souborového serveru do SharePointu (za 1 TB)',
          hu: 'Fájlszerver migrálása SharePointba (1 TB-onként)',
          bg: 'Миграция на файлов сървър към SharePoint (за 1 TB)',
          ru: 'Миграция файлового сервера в SharePoint (за 1 TB)',
          tr: 'Dosya sunucusunun SharePoint’e taşınması (1 TB başına)',
        },
        2900,
      ],
      [
        'google-workspace',
        {
          pl: 'Migracja z Google Workspace do Microsoft 365 (na użytkownika)',
          en: 'Google Workspace to Microsoft 365 migration (per user)',
          de: 'Migration von Google Workspace zu Microsoft 365 (pro Benutzer)',
          fr: 'Migration de Google Workspace vers Microsoft 365 (par utilisateur)',
          es: 'Migración de Google Workspace a Microsoft 365 (por usuario)',
          it: 'Migrazione da Google Workspace a Microsoft 365 (per utente)',
          cs: 'Migrace z Google Workspace do Microsoft 365 (na uživatele)',
          hu: 'Migrálás Google Workspace-ről Microsoft 365-re (felhasználónként)',
          bg: 'Миграция от Google Workspace към Microsoft 365 (на потребител)',
          ru: 'Миграция с Google Workspace на Microsoft 365 (за пользователя)',
          tr: 'Google Workspace’ten Microsoft 365’e taşıma (kullanıcı başına)',
        },
        149,
      ],
      [
        'tenant-to-tenant',
        {
          pl: 'Migracja między dzierżawami Microsoft 365 (na użytkownika)',
          en: 'Microsoft 365 tenant-to-tenant migration (per user)',
          de: 'Migration zwischen Microsoft-365-Mandanten (pro Benutzer)',
          fr: 'Migration entre locataires Microsoft 365 (par utilisateur)',
          es: 'Migración entre inquilinos de Microsoft 365 (por usuario)',
          it: 'Migrazione tra tenant Microsoft 365 (per utente)',
          cs: 'Migrace mezi tenanty Microsoft 365 (na uživatele)',
          hu: 'Migrálás Microsoft 365-bérlők között (felhasználónként)',
          bg: 'Миграция между наематели на Microsoft 365 (на потребител)',
          ru: 'Миграция между клиентами Microsoft 365 (за пользователя)',
          tr: 'Microsoft 365 kiracıları arasında taşıma (kullanıcı başına)',
        },
        199,
      ],
      [
        'server-to-azure',
        {
          pl: 'Migracja serwera do Azure',
          en: 'Server migration to Azure',
          de: 'Servermigration zu Azure',
          fr: 'Migration de serveur vers Azure',
          es: 'Migración de servidor a Azure',
          it: 'Migrazione di server ad Azure',
          cs: 'Migrace serveru do Azure',
          hu: 'Szerver migrálása az Azure-ba',
          bg: 'Миграция на сървър към Azure',
          ru: 'Миграция сервера в Azure',
          tr: 'Sunucunun Azure’a taşınması',
        },
        3900,
      ],
      [
        'windows-11-upgrade',
        {
          pl: 'Aktualizacja do Windows 11 (na urządzenie)',
          en: 'Windows 11 upgrade (per device)',
          de: 'Upgrade auf Windows 11 (pro Gerät)',
          fr: 'Mise à niveau vers Windows 11 (par appareil)',
          es: 'Actualización a Windows 11 (por dispositivo)',
          it: 'Aggiornamento a Windows 11 (per dispositivo)',
          cs: 'Upgrade na Windows 11 (na zařízení)',
          hu: 'Frissítés Windows 11-re (eszközönként)',
          bg: 'Надграждане до Windows 11 (на устройство)',
          ru: 'Обновление до Windows 11 (за устройство)',
          tr: 'Windows 11’e yükseltme (cihaz başına)',
        },
        149,
      ],
    ] as const
  ).map(
    ([stem, name, price]): Service => ({
      id: `migration-${stem}`,
      categoryId: 'migration',
      name,
      about: textsOf((language) => migrationTexts[language](name[language])),
      price,
      unit: 'one-off',
      availability: { state: 'on-demand' },
      recommended: ['m365-business-standard-annual', 'backup-m365-per-user'],
    }),
  ),
  ...(
    [
      [
        'helpdesk-per-user',
        {
          pl: 'Helpdesk IT (na użytkownika)',
          en: 'IT helpdesk (per user)',
          de: 'IT-Helpdesk (pro Benutzer)',
          fr: 'Helpdesk informatique (par utilisateur)',
          es: 'Servicio de asistencia de TI (por usuario)',
          it: 'Helpdesk IT (per utente)',
          cs: 'IT helpdesk (na uživatele)',
          hu: 'IT-ügyfélszolgálat (felhasználónként)',
          bg: 'ИТ помощен център (на потребител)',
          ru: 'ИТ-служба поддержки (за пользователя)',
          tr: 'BT yardım masası (kullanıcı başına)',
        },
        79,
        'per-user-month',
        8,
      ],
      [
        'on-site-hour',
        {
          pl: 'Wsparcie na miejscu (godzina)',
          en: 'On-site support (hour)',
          de: 'Vor-Ort-Support (Stunde)',
          fr: 'Assistance sur site (heure)',
          es: 'Soporte presencial (hora)',
          it: 'Assistenza in sede (ora)',
          cs: 'Podpora na místě (hodina)',
          hu: 'Helyszíni támogatás (óra)',
          bg: 'Поддръжка на място (час)',
          ru: 'Поддержка на месте (час)',
          tr: 'Yerinde destek (saat)',
        },
        199,
        'per-hour',
        24,
      ],
      [
        'priority-24-7',
        {
          pl: 'Wsparcie priorytetowe 24/7',
          en: 'Priority support 24/7',
          de: 'Priorisierter Support 24/7',
          fr: 'Support prioritaire 24/7',
          es: 'Soporte prioritario 24/7',
          it: 'Supporto prioritario 24/7',
          cs: 'Prioritní podpora 24/7',
          hu: 'Kiemelt támogatás 24/7',
          bg: 'Приоритетна поддръжка 24/7',
          ru: 'Приоритетная поддержка 24/7',
          tr: '7/24 öncelikli destek',
        },
        990,
        'per-month',
        1,
      ],
      [
        'm365-setup',
        {
          pl: 'Konfiguracja Microsoft 365 dla małej firmy',
          en: 'Microsoft 365 setup for a small business',
          de: 'Einrichtung von Microsoft 365 für kleine Unternehmen',
          fr: 'Configuration de Microsoft 365 pour une petite entreprise',
          es: 'Configuración de Microsoft 365 para una pequeña empresa',
          it: 'Configurazione di Microsoft 365 per una piccola impresa',
          cs: 'Nastavení Microsoft 365 pro malou firmu',
          hu: 'Microsoft 365 beállítása kisvállalkozásnak',
          bg: 'Настройка на Microsoft 365 за малка фирма',
          ru: 'Настройка Microsoft 365 для малого бизнеса',
          tr: 'Küçük işletme için Microsoft 365 kurulumu',
        },
        1490,
        'one-off',
        48,
      ],
      [
        'intune-rollout',
        {
          pl: 'Wdrożenie Intune i Autopilot',
          en: 'Intune and Autopilot rollout',
          de: 'Einführung von Intune und Autopilot',
          fr: 'Déploiement d’Intune et d’Autopilot',
          es: 'Implantación de Intune y Autopilot',
          it: 'Implementazione di Intune e Autopilot',
          cs: 'Zavedení Intune a Autopilotu',
          hu: 'Az Intune és az Autopilot bevezetése',
          bg: 'Внедряване на Intune и Autopilot',
          ru: 'Внедрение Intune и Autopilot',
          tr: 'Intune ve Autopilot dağıtımı',
        },
        2990,
        'one-off',
        48,
      ],
      [
        'security-audit',
        {
          pl: 'Audyt bezpieczeństwa Microsoft 365',
          en: 'Microsoft 365 security audit',
          de: 'Sicherheitsaudit für Microsoft 365',
          fr: 'Audit de sécurité Microsoft 365',
          es: 'Auditoría de seguridad de Microsoft 365',
          it: 'Audit di sicurezza di Microsoft 365',
          cs: 'Bezpečnostní audit Microsoft 365',
          hu: 'Microsoft 365 biztonsági audit',
          bg: 'Одит на сигурността на Microsoft 365',
          ru: 'Аудит безопасности Microsoft 365',
          tr: 'Microsoft 365 güvenlik denetimi',
        },
        4900,
        'one-off',
        72,
      ],
      [
        'device-setup',
        {
          pl: 'Przygotowanie laptopa lub komputera (na urządzenie)',
          en: 'Laptop or PC setup (per device)',
          de: 'Einrichtung eines Laptops oder PCs (pro Gerät)',
          fr: 'Préparation d’un ordinateur portable ou de bureau (par appareil)',
          es: 'Preparación de portátil u ordenador (por dispositivo)',
          it: 'Preparazione di portatile o PC (per dispositivo)',
          cs: 'Příprava notebooku nebo počítače (na zařízení)',
          hu: 'Laptop vagy számítógép előkészítése (eszközönként)',
          bg: 'Подготовка на лаптоп или компютър (на устройство)',
          ru: 'Подготовка ноутбука или ПК (за устройство)',
          tr: 'Dizüstü veya masaüstü bilgisayar hazırlığı (cihaz başına)',
        },
        149,
        'one-off',
        24,
      ],
    ] as const
  ).map(
    ([stem, name, price, unit, responseHours]): Service => ({
      id: `support-${stem}`,
      categoryId: 'support',
      name,
      about: textsOf((language) => supportTexts[language](name[language], responseHours)),
      price,
      unit,
      availability: { state: unit === 'per-hour' ? 'ask-delivery-time' : 'within-24h' },
      responseHours,
    }),
  ),
  {
    id: 'support-copilot-readiness',
    categoryId: 'support',
    name: {
      pl: 'Warsztat gotowości na Microsoft 365 Copilot',
      en: 'Microsoft 365 Copilot readiness workshop',
      de: 'Workshop zur Bereitschaft für Microsoft 365 Copilot',
      fr: 'Atelier de préparation à Microsoft 365 Copilot',
      es: 'Taller de preparación para Microsoft 365 Copilot',
      it: 'Workshop di preparazione a Microsoft 365 Copilot',
      cs: 'Workshop připravenosti na Microsoft 365 Copilot',
      hu: 'Microsoft 365 Copilot felkészítő workshop',
      bg: 'Семинар за готовност за Microsoft 365 Copilot',
      ru: 'Семинар по подготовке к Microsoft 365 Copilot',
      tr: 'Microsoft 365 Copilot hazırlık atölyesi',
    },
    about: {
      pl: 'Jednodniowy warsztat: uprawnienia do danych, etykiety poufności i pilotaż Copilot dla 10 osób.',
      en: 'A one-day workshop: data permissions, sensitivity labels and a Copilot pilot for 10 people.',
      de: 'Eintägiger Workshop: Datenberechtigungen, Vertraulichkeitsbezeichnungen und ein Copilot-Pilotprojekt für 10 Personen.',
      fr: 'Un atelier d’une journée : autorisations d’accès aux données, étiquettes de confidentialité et pilote Copilot pour 10 personnes.',
      es: 'Un taller de un día: permisos de datos, etiquetas de confidencialidad y un piloto de Copilot para 10 personas.',
      it: 'Un workshop di un giorno: autorizzazioni sui dati, etichette di riservatezza e un progetto pilota di Copilot per 10 persone.',
      cs: 'Jednodenní workshop: oprávnění k datům, popisky citlivosti a pilotní provoz Copilotu pro 10 osob.',
      hu: 'Egynapos workshop: adathozzáférési engedélyek, bizalmassági címkék és Copilot-próbaüzem 10 főnek.',
      bg: 'Еднодневен семинар: права за достъп до данните, етикети за поверителност и пилотен проект с Copilot за 10 души.',
      ru: 'Однодневный семинар: права доступа к данным, метки конфиденциальности и пилотный запуск Copilot для 10 человек.',
      tr: 'Bir günlük atölye: veri izinleri, duyarlılık etiketleri ve 10 kişilik Copilot pilot uygulaması.',
    },
    price: 5900,
    unit: 'one-off',
    availability: { state: 'presale', date: '2026-04-01' },
    recommended: ['m365-copilot-annual'],
  },
];

const serviceDraft = (service: Service, index: number): Draft => ({
  id: service.id,
  producerCode: `SRV-${String(index + 1).padStart(3, '0')}-${service.categoryId.toUpperCase()}`,
  variant: { kind: 'it-service' },
  categoryId: service.categoryId,
  licenceType: 'business',
  availability: service.availability ?? { state: 'on-demand' },
  name: service.name,
  description: service.about,
  attributes: [
    option('billing-unit', service.unit),
    ...(service.capacityGb === undefined ? [] : [num('capacity', service.capacityGb, 'GB')]),
    ...(service.responseHours === undefined ? [] : [num('response-time', service.responseHours, 'h')]),
  ],
  prices: {
    PLN: { price: minor(service.price) },
    ...(service.eur === undefined ? {} : { EUR: { price: minor(service.eur) } }),
  },
  family: service.id.startsWith('azure-backup') ? 'azure-backup' : service.id,
  relations: { recommended: service.recommended ?? [] },
});

export const serviceDrafts: Draft[] = [
  ...[...bundles, ...desktopBundles].flatMap(bundleDrafts),
  ...services.map(serviceDraft),
];
