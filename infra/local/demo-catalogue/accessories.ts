import type { Attribute } from '#shared/catalogue/attributes';
import type { Availability } from '#shared/catalogue/product';
import type { Language } from '#shared/locale';
import type { Draft, Texts } from './draft';
import { decimal, flag, minor, num, option, same, text, textsOf } from './draft';

// Accessories: docking stations, monitors, keyboards, mice, headsets, cables and adapters.

interface Accessory {
  id: string;
  code: string;
  /** The maker's model name, the same in every language, but a cable's or an adapter's, which says what it is. */
  name: Texts;
  /** Net PLN. */
  price: number;
  attributes: Attribute[];
  about: Texts;
}

const dock = (
  id: string,
  code: string,
  name: string,
  price: number,
  watts: number,
  outputs: number,
  connection: 'usb-c' | 'thunderbolt-4',
): Accessory => ({
  id,
  code,
  name: same(name),
  price,
  attributes: [
    num('power-delivery', watts, 'W'),
    num('display-outputs', outputs),
    option('connection', connection),
  ],
  about: textsOf((language) =>
    dockTexts[language](connection === 'usb-c' ? 'USB-C' : 'Thunderbolt 4', watts, outputs),
  ),
});

/** A dock's description: one cable of `port` for power, `outputs` displays, the network and USB. */
const dockTexts: Record<Language, (port: string, watts: number, outputs: number) => string> = {
  pl: (port, watts, outputs) =>
    `Jeden kabel ${port} do zasilania (${watts} W), ${outputs} monitorów, sieci i urządzeń USB.`,
  en: (port, watts, outputs) =>
    `One ${port} cable for power (${watts} W), ${outputs} displays, network and USB devices.`,
  de: (port, watts, outputs) =>
    `Ein ${port}-Kabel für Strom (${watts} W), ${outputs} Bildschirme, Netzwerk und USB-Geräte.`,
  fr: (port, watts, outputs) =>
    `Un seul câble ${port} pour l’alimentation (${watts} W), ${outputs} écrans, le réseau et les périphériques USB.`,
  es: (port, watts, outputs) =>
    `Un solo cable ${port} para la alimentación (${watts} W), ${outputs} monitores, la red y los dispositivos USB.`,
  it: (port, watts, outputs) =>
    `Un solo cavo ${port} per alimentazione (${watts} W), ${outputs} monitor, rete e dispositivi USB.`,
  cs: (port, watts, outputs) =>
    `Jeden kabel ${port} pro napájení (${watts} W), ${outputs} monitory, síť a zařízení USB.`,
  hu: (port, watts, outputs) =>
    `Egyetlen ${port}-kábel a tápellátáshoz (${watts} W), ${outputs} monitorhoz, a hálózathoz és az USB-eszközökhöz.`,
  bg: (port, watts, outputs) =>
    `Един кабел ${port} за захранване (${watts} W), ${outputs} монитора, мрежа и USB устройства.`,
  ru: (port, watts, outputs) =>
    `Один кабель ${port} для питания (${watts} W), ${outputs} мониторов, сети и USB-устройств.`,
  tr: (port, watts, outputs) =>
    `Güç (${watts} W), ${outputs} monitör, ağ ve USB cihazları için tek bir ${port} kablosu.`,
};

const monitor = (
  id: string,
  code: string,
  name: string,
  price: number,
  size: number,
  resolution: string,
  refresh: number,
  usbCWatts: number,
): Accessory => ({
  id,
  code,
  name: same(name),
  price,
  attributes: [
    num('screen', size, 'in'),
    text('resolution', resolution),
    num('refresh-rate', refresh, 'Hz'),
    option('panel', 'ips'),
    num('usb-c-power', usbCWatts, 'W'),
    flag('height-adjustable', true),
  ],
  about: textsOf((language) =>
    monitorTexts[language]({ size: decimal(size, language), resolution, refresh, usbCWatts }),
  ),
});

interface MonitorSpecification {
  size: string;
  resolution: string;
  refresh: number;
  /** Power over USB-C, 0 without it. */
  usbCWatts: number;
}

/** A monitor's description in each language. */
const monitorTexts: Record<Language, (spec: MonitorSpecification) => string> = {
  pl: (m) =>
    `Monitor IPS ${m.size}" ${m.resolution}, ${m.refresh} Hz, z regulacją wysokości${m.usbCWatts ? ` i USB-C z ładowaniem ${m.usbCWatts} W` : ''}.`,
  en: (m) =>
    `A ${m.size}" ${m.resolution} IPS monitor at ${m.refresh} Hz with height adjustment${m.usbCWatts ? ` and USB-C charging at ${m.usbCWatts} W` : ''}.`,
  de: (m) =>
    `IPS-Monitor ${m.size}" mit ${m.resolution}, ${m.refresh} Hz und Höhenverstellung${m.usbCWatts ? ` sowie USB-C mit ${m.usbCWatts} W Ladeleistung` : ''}.`,
  fr: (m) =>
    `Écran IPS ${m.size}" ${m.resolution}, ${m.refresh} Hz, réglable en hauteur${m.usbCWatts ? `, avec USB-C et charge ${m.usbCWatts} W` : ''}.`,
  es: (m) =>
    `Monitor IPS de ${m.size}" ${m.resolution}, ${m.refresh} Hz, con altura regulable${m.usbCWatts ? ` y USB-C con carga de ${m.usbCWatts} W` : ''}.`,
  it: (m) =>
    `Monitor IPS da ${m.size}" ${m.resolution}, ${m.refresh} Hz, regolabile in altezza${m.usbCWatts ? `, con USB-C e ricarica da ${m.usbCWatts} W` : ''}.`,
  cs: (m) =>
    `Monitor IPS ${m.size}" ${m.resolution}, ${m.refresh} Hz, s nastavitelnou výškou${m.usbCWatts ? ` a USB-C s nabíjením ${m.usbCWatts} W` : ''}.`,
  hu: (m) =>
    `IPS monitor, ${m.size} hüvelyk, ${m.resolution}, ${m.refresh} Hz, állítható magassággal${m.usbCWatts ? `, USB-C ${m.usbCWatts} W-os töltéssel` : ''}.`,
  bg: (m) =>
    `IPS монитор ${m.size}" ${m.resolution}, ${m.refresh} Hz, с регулиране на височината${m.usbCWatts ? ` и USB-C със зареждане ${m.usbCWatts} W` : ''}.`,
  ru: (m) =>
    `IPS-монитор ${m.size}" ${m.resolution}, ${m.refresh} Hz, с регулировкой высоты${m.usbCWatts ? ` и USB-C с зарядкой ${m.usbCWatts} W` : ''}.`,
  tr: (m) =>
    `${m.size}" ${m.resolution} IPS monitör, ${m.refresh} Hz, yükseklik ayarlı${m.usbCWatts ? `, ${m.usbCWatts} W şarjlı USB-C` : ''}.`,
};

type Connection = 'usb' | 'wireless' | 'bluetooth';

/** A keyboard, mouse or headset by its connection, as each language begins its description. */
const devices: Record<'keyboard' | 'mouse' | 'headset', Record<Connection, Texts>> = {
  keyboard: {
    usb: {
      pl: 'Klawiatura przewodowa USB',
      en: 'A wired USB keyboard',
      de: 'Kabelgebundene USB-Tastatur',
      fr: 'Clavier filaire USB',
      es: 'Teclado con cable USB',
      it: 'Tastiera cablata USB',
      cs: 'Drátová klávesnice USB',
      hu: 'Vezetékes USB-billentyűzet',
      bg: 'Кабелна USB клавиатура',
      ru: 'Проводная USB-клавиатура',
      tr: 'Kablolu USB klavye',
    },
    wireless: {
      pl: 'Klawiatura bezprzewodowa (odbiornik USB i Bluetooth)',
      en: 'A wireless (USB receiver and Bluetooth) keyboard',
      de: 'Kabellose Tastatur (USB-Empfänger und Bluetooth)',
      fr: 'Clavier sans fil (récepteur USB et Bluetooth)',
      es: 'Teclado inalámbrico (receptor USB y Bluetooth)',
      it: 'Tastiera wireless (ricevitore USB e Bluetooth)',
      cs: 'Bezdrátová klávesnice (přijímač USB a Bluetooth)',
      hu: 'Vezeték nélküli billentyűzet (USB-vevő és Bluetooth)',
      bg: 'Безжична клавиатура (USB приемник и Bluetooth)',
      ru: 'Беспроводная клавиатура (USB-приёмник и Bluetooth)',
      tr: 'Kablosuz klavye (USB alıcı ve Bluetooth)',
    },
    bluetooth: {
      pl: 'Klawiatura Bluetooth',
      en: 'A Bluetooth keyboard',
      de: 'Bluetooth-Tastatur',
      fr: 'Clavier Bluetooth',
      es: 'Teclado Bluetooth',
      it: 'Tastiera Bluetooth',
      cs: 'Klávesnice Bluetooth',
      hu: 'Bluetooth-billentyűzet',
      bg: 'Bluetooth клавиатура',
      ru: 'Bluetooth-клавиатура',
      tr: 'Bluetooth klavye',
    },
  },
  mouse: {
    usb: {
      pl: 'Mysz przewodowa USB',
      en: 'A wired USB mouse',
      de: 'Kabelgebundene USB-Maus',
      fr: 'Souris filaire USB',
      es: 'Ratón con cable USB',
      it: 'Mouse cablato USB',
      cs: 'Drátová myš USB',
      hu: 'Vezetékes USB-egér',
      bg: 'Кабелна USB мишка',
      ru: 'Проводная USB-мышь',
      tr: 'Kablolu USB fare',
    },
    wireless: {
      pl: 'Mysz bezprzewodowa (odbiornik USB i Bluetooth)',
      en: 'A wireless (USB receiver and Bluetooth) mouse',
      de: 'Kabellose Maus (USB-Empfänger und Bluetooth)',
      fr: 'Souris sans fil (récepteur USB et Bluetooth)',
      es: 'Ratón inalámbrico (receptor USB y Bluetooth)',
      it: 'Mouse wireless (ricevitore USB e Bluetooth)',
      cs: 'Bezdrátová myš (přijímač USB a Bluetooth)',
      hu: 'Vezeték nélküli egér (USB-vevő és Bluetooth)',
      bg: 'Безжична мишка (USB приемник и Bluetooth)',
      ru: 'Беспроводная мышь (USB-приёмник и Bluetooth)',
      tr: 'Kablosuz fare (USB alıcı ve Bluetooth)',
    },
    bluetooth: {
      pl: 'Mysz Bluetooth',
      en: 'A Bluetooth mouse',
      de: 'Bluetooth-Maus',
      fr: 'Souris Bluetooth',
      es: 'Ratón Bluetooth',
      it: 'Mouse Bluetooth',
      cs: 'Myš Bluetooth',
      hu: 'Bluetooth-egér',
      bg: 'Bluetooth мишка',
      ru: 'Bluetooth-мышь',
      tr: 'Bluetooth fare',
    },
  },
  headset: {
    usb: {
      pl: 'Zestaw słuchawkowy przewodowy USB',
      en: 'A wired USB headset',
      de: 'Kabelgebundenes USB-Headset',
      fr: 'Casque-micro filaire USB',
      es: 'Auriculares con micrófono y cable USB',
      it: 'Cuffie con microfono cablate USB',
      cs: 'Drátová náhlavní souprava USB',
      hu: 'Vezetékes USB-headset',
      bg: 'Кабелни USB слушалки с микрофон',
      ru: 'Проводная USB-гарнитура',
      tr: 'Kablolu USB kulaklık',
    },
    wireless: {
      pl: 'Zestaw słuchawkowy bezprzewodowy (odbiornik USB i Bluetooth)',
      en: 'A wireless (USB receiver and Bluetooth) headset',
      de: 'Kabelloses Headset (USB-Empfänger und Bluetooth)',
      fr: 'Casque-micro sans fil (récepteur USB et Bluetooth)',
      es: 'Auriculares inalámbricos con micrófono (receptor USB y Bluetooth)',
      it: 'Cuffie con microfono wireless (ricevitore USB e Bluetooth)',
      cs: 'Bezdrátová náhlavní souprava (přijímač USB a Bluetooth)',
      hu: 'Vezeték nélküli headset (USB-vevő és Bluetooth)',
      bg: 'Безжични слушалки с микрофон (USB приемник и Bluetooth)',
      ru: 'Беспроводная гарнитура (USB-приёмник и Bluetooth)',
      tr: 'Kablosuz kulaklık (USB alıcı ve Bluetooth)',
    },
    bluetooth: {
      pl: 'Zestaw słuchawkowy Bluetooth',
      en: 'A Bluetooth headset',
      de: 'Bluetooth-Headset',
      fr: 'Casque-micro Bluetooth',
      es: 'Auriculares Bluetooth con micrófono',
      it: 'Cuffie con microfono Bluetooth',
      cs: 'Náhlavní souprava Bluetooth',
      hu: 'Bluetooth-headset',
      bg: 'Bluetooth слушалки с микрофон',
      ru: 'Bluetooth-гарнитура',
      tr: 'Bluetooth kulaklık',
    },
  },
};

/** What follows a keyboard's kind: its layout and backlight. */
const keyboardTexts: Record<Language, (backlight: boolean) => string> = {
  pl: (backlight) => `, układ US International (polski programisty)${backlight ? ', podświetlana' : ''}.`,
  en: (backlight) => `, US International layout${backlight ? ', backlit' : ''}.`,
  de: (backlight) => `, Layout US International${backlight ? ', beleuchtet' : ''}.`,
  fr: (backlight) => `, disposition US International${backlight ? ', rétroéclairé' : ''}.`,
  es: (backlight) => `, distribución US International${backlight ? ', retroiluminado' : ''}.`,
  it: (backlight) => `, layout US International${backlight ? ', retroilluminata' : ''}.`,
  cs: (backlight) => `, rozložení US International${backlight ? ', podsvícená' : ''}.`,
  hu: (backlight) => `, US International kiosztás${backlight ? ', háttérvilágítással' : ''}.`,
  bg: (backlight) => `, подредба US International${backlight ? ', с подсветка' : ''}.`,
  ru: (backlight) => `, раскладка US International${backlight ? ', с подсветкой' : ''}.`,
  tr: (backlight) => `, US International düzeni${backlight ? ', arka aydınlatmalı' : ''}.`,
};

/** A mouse's description: its kind and sensor. */
const mouseTexts: Record<Language, (kind: string, dpi: number) => string> = {
  pl: (kind, dpi) => `${kind} z czujnikiem ${dpi} DPI.`,
  en: (kind, dpi) => `${kind} with a ${dpi} DPI sensor.`,
  de: (kind, dpi) => `${kind} mit ${dpi}-DPI-Sensor.`,
  fr: (kind, dpi) => `${kind} avec capteur ${dpi} DPI.`,
  es: (kind, dpi) => `${kind} con sensor de ${dpi} DPI.`,
  it: (kind, dpi) => `${kind} con sensore da ${dpi} DPI.`,
  cs: (kind, dpi) => `${kind} se senzorem ${dpi} DPI.`,
  hu: (kind, dpi) => `${kind} ${dpi} DPI-s érzékelővel.`,
  bg: (kind, dpi) => `${kind} със сензор ${dpi} DPI.`,
  ru: (kind, dpi) => `${kind} с сенсором ${dpi} DPI.`,
  tr: (kind, dpi) => `${kind}, ${dpi} DPI sensörlü.`,
};

interface HeadsetFeatures {
  anc: boolean;
  teams: boolean;
  /** Hours on a charge, 0 for a wired one. */
  batteryHours: number;
}

/** What follows a headset's kind: noise cancellation, Teams certification, battery and the microphone. */
const headsetTexts: Record<Language, (features: HeadsetFeatures) => string> = {
  pl: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' z aktywną redukcją szumów' : ''}${teams ? ', certyfikowany dla Microsoft Teams' : ''}${h ? `, do ${h} h pracy` : ''}. Mikrofon z redukcją szumów otoczenia.`,
  en: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' with active noise cancellation' : ''}${teams ? ', certified for Microsoft Teams' : ''}${h ? `, up to ${h} h of use` : ''}. A noise-cancelling microphone.`,
  de: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' mit aktiver Geräuschunterdrückung' : ''}${teams ? ', zertifiziert für Microsoft Teams' : ''}${h ? `, bis zu ${h} h Betriebszeit` : ''}. Mikrofon mit Unterdrückung von Umgebungsgeräuschen.`,
  fr: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' à réduction de bruit active' : ''}${teams ? ', certifié pour Microsoft Teams' : ''}${h ? `, jusqu’à ${h} h d’autonomie` : ''}. Microphone à réduction du bruit ambiant.`,
  es: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ', con cancelación activa de ruido' : ''}${teams ? ', certificados para Microsoft Teams' : ''}${h ? `, hasta ${h} h de uso` : ''}. Micrófono con cancelación del ruido ambiental.`,
  it: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ', con cancellazione attiva del rumore' : ''}${teams ? ', certificate per Microsoft Teams' : ''}${h ? `, fino a ${h} h di utilizzo` : ''}. Microfono con riduzione del rumore ambientale.`,
  cs: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' s aktivním potlačením hluku' : ''}${teams ? ', certifikovaná pro Microsoft Teams' : ''}${h ? `, až ${h} h provozu` : ''}. Mikrofon s potlačením okolního hluku.`,
  hu: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' aktív zajszűréssel' : ''}${teams ? ', Microsoft Teams-tanúsítvánnyal' : ''}${h ? `, legfeljebb ${h} óra üzemidővel` : ''}. Környezeti zajt szűrő mikrofon.`,
  bg: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' с активно шумопотискане' : ''}${teams ? ', сертифицирани за Microsoft Teams' : ''}${h ? `, до ${h} h работа` : ''}. Микрофон с потискане на околния шум.`,
  ru: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ' с активным шумоподавлением' : ''}${teams ? ', сертифицированная для Microsoft Teams' : ''}${h ? `, до ${h} h работы` : ''}. Микрофон с подавлением окружающего шума.`,
  tr: ({ anc, teams, batteryHours: h }) =>
    `${anc ? ', aktif gürültü engellemeli' : ''}${teams ? ', Microsoft Teams sertifikalı' : ''}${h ? `, ${h} saate kadar kullanım` : ''}. Ortam gürültüsünü azaltan mikrofon.`,
};

const keyboard = (
  id: string,
  code: string,
  name: string,
  price: number,
  connection: Connection,
  backlight: boolean,
  colour: string,
): Accessory => ({
  id,
  code,
  name: same(name),
  price,
  attributes: [
    option('connection', connection),
    option('layout', 'us-international'),
    flag('backlight', backlight),
    option('colour', colour),
  ],
  about: textsOf(
    (language) => `${devices.keyboard[connection][language]}${keyboardTexts[language](backlight)}`,
  ),
});

const mouse = (
  id: string,
  code: string,
  name: string,
  price: number,
  connection: Connection,
  dpi: number,
  colour: string,
): Accessory => ({
  id,
  code,
  name: same(name),
  price,
  attributes: [option('connection', connection), num('dpi', dpi), option('colour', colour)],
  about: textsOf((language) => mouseTexts[language](devices.mouse[connection][language], dpi)),
});

const headset = (
  id: string,
  code: string,
  name: string,
  price: number,
  connection: Connection,
  anc: boolean,
  teams: boolean,
  batteryHours: number,
): Accessory => ({
  id,
  code,
  name: same(name),
  price,
  attributes: [
    option('connection', connection),
    flag('anc', anc),
    flag('teams-certified', teams),
    ...(batteryHours ? [num('battery-life', batteryHours, 'h')] : []),
  ],
  about: textsOf(
    (language) =>
      `${devices.headset[connection][language]}${headsetTexts[language]({ anc, teams, batteryHours })}`,
  ),
});

const cable = (
  id: string,
  code: string,
  name: Texts,
  price: number,
  lengthMm: number,
  connector: string,
  watts?: number,
): Accessory => ({
  id,
  code,
  name,
  price,
  attributes: [
    num('length', lengthMm, 'mm'),
    text('connector', connector),
    ...(watts ? [num('power-delivery', watts, 'W')] : []),
  ],
  about: textsOf((language) => cableTexts[language](connector, decimal(lengthMm / 1000, language), watts)),
});

/** A cable's or adapter's description: its connectors, length and charging power. */
const cableTexts: Record<Language, (connector: string, metres: string, watts?: number) => string> = {
  pl: (connector, metres, watts) =>
    `${connector}, długość ${metres} m${watts ? `, ładowanie do ${watts} W` : ''}.`,
  en: (connector, metres, watts) =>
    `${connector}, ${metres} m long${watts ? `, charging up to ${watts} W` : ''}.`,
  de: (connector, metres, watts) =>
    `${connector}, Länge ${metres} m${watts ? `, Laden mit bis zu ${watts} W` : ''}.`,
  fr: (connector, metres, watts) =>
    `${connector}, longueur ${metres} m${watts ? `, charge jusqu’à ${watts} W` : ''}.`,
  es: (connector, metres, watts) =>
    `${connector}, longitud ${metres} m${watts ? `, carga de hasta ${watts} W` : ''}.`,
  it: (connector, metres, watts) =>
    `${connector}, lunghezza ${metres} m${watts ? `, ricarica fino a ${watts} W` : ''}.`,
  cs: (connector, metres, watts) =>
    `${connector}, délka ${metres} m${watts ? `, nabíjení až ${watts} W` : ''}.`,
  hu: (connector, metres, watts) =>
    `${connector}, hossz: ${metres} m${watts ? `, töltés legfeljebb ${watts} W-tal` : ''}.`,
  bg: (connector, metres, watts) =>
    `${connector}, дължина ${metres} m${watts ? `, зареждане до ${watts} W` : ''}.`,
  ru: (connector, metres, watts) =>
    `${connector}, длина ${metres} m${watts ? `, зарядка до ${watts} W` : ''}.`,
  tr: (connector, metres, watts) =>
    `${connector}, uzunluk ${metres} m${watts ? `, ${watts} W’a kadar şarj` : ''}.`,
};

const groups: [categoryId: string, items: Accessory[]][] = [
  [
    'docking-stations',
    [
      dock('dell-dock-wd19s-130w', 'WD19S130W', 'Dell Dock WD19S 130W', 899, 90, 3, 'usb-c'),
      dock(
        'dell-thunderbolt-dock-wd22tb4',
        'WD22TB4',
        'Dell Thunderbolt Dock WD22TB4',
        1390,
        130,
        4,
        'thunderbolt-4',
      ),
      dock('dell-pro-dock-wd25', 'WD25', 'Dell Pro Dock WD25', 1090, 100, 3, 'usb-c'),
      dock('lenovo-usb-c-dock', '40AY0090EU', 'Lenovo ThinkPad Universal USB-C Dock', 849, 90, 3, 'usb-c'),
      dock(
        'lenovo-tb4-dock',
        '40B00135EU',
        'Lenovo ThinkPad Universal Thunderbolt 4 Dock',
        1290,
        100,
        4,
        'thunderbolt-4',
      ),
      dock('hp-usb-c-dock-g5', '5TW10AA', 'HP USB-C Dock G5', 759, 100, 3, 'usb-c'),
      dock('hp-thunderbolt-dock-g4', '4J0A2AA', 'HP Thunderbolt Dock G4 120W', 1190, 100, 3, 'thunderbolt-4'),
      dock('microsoft-surface-dock-2', '1GK-00004', 'Microsoft Surface Dock 2', 1090, 60, 2, 'usb-c'),
    ],
  ],
  [
    'monitors',
    [
      monitor('dell-p2425h', 'P2425H', 'Dell 24 Monitor P2425H', 729, 23.8, '1920×1080', 100, 0),
      monitor('dell-p2725h', 'P2725H', 'Dell 27 Monitor P2725H', 899, 27, '1920×1080', 100, 0),
      monitor('dell-p2725he', 'P2725HE', 'Dell 27 USB-C Hub Monitor P2725HE', 1190, 27, '1920×1080', 100, 65),
      monitor('dell-u2724de', 'U2724DE', 'Dell UltraSharp 27 U2724DE', 2190, 27, '2560×1440', 120, 90),
      monitor('dell-u3225qe', 'U3225QE', 'Dell UltraSharp 32 4K U3225QE', 3590, 31.5, '3840×2160', 120, 140),
      monitor('lenovo-t24i-30', '63CFMATXEU', 'Lenovo ThinkVision T24i-30', 699, 23.8, '1920×1080', 60, 0),
      monitor('lenovo-t27h-30', '63A3GAT1EU', 'Lenovo ThinkVision T27h-30', 1390, 27, '2560×1440', 75, 75),
      monitor('lenovo-p27h-30', '63A1GAT1EU', 'Lenovo ThinkVision P27h-30', 1990, 27, '2560×1440', 60, 90),
      monitor('hp-e24-g5', '6N6E9AA', 'HP E24 G5', 749, 23.8, '1920×1080', 75, 0),
      monitor('hp-e27-g5', '6N4E2AA', 'HP E27 G5', 949, 27, '1920×1080', 75, 0),
      monitor('hp-z27k-g3', '1B9T0AA', 'HP Z27k G3 4K USB-C', 2690, 27, '3840×2160', 60, 100),
      monitor('philips-243b1', '243B1/00', 'Philips 243B1', 599, 23.8, '1920×1080', 75, 65),
      monitor(
        'iiyama-xub2493hs-b6',
        'XUB2493HS-B6',
        'iiyama ProLite XUB2493HS-B6',
        499,
        23.8,
        '1920×1080',
        100,
        0,
      ),
    ],
  ],
  [
    'keyboards',
    [
      keyboard(
        'logitech-mx-keys-s-graphite',
        '920-011587',
        'Logitech MX Keys S Graphite',
        449,
        'wireless',
        true,
        'graphite',
      ),
      keyboard(
        'logitech-mx-keys-s-pale-grey',
        '920-011588',
        'Logitech MX Keys S Pale Grey',
        449,
        'wireless',
        true,
        'grey',
      ),
      keyboard(
        'logitech-mx-mechanical',
        '920-010757',
        'Logitech MX Mechanical',
        649,
        'wireless',
        true,
        'graphite',
      ),
      keyboard(
        'logitech-signature-k855',
        '920-011000',
        'Logitech Signature K855',
        299,
        'wireless',
        false,
        'graphite',
      ),
      keyboard('logitech-k120', '920-002479', 'Logitech K120', 59, 'usb', false, 'black'),
      keyboard(
        'microsoft-ergonomic-keyboard',
        'LXM-00012',
        'Microsoft Ergonomic Keyboard',
        229,
        'usb',
        false,
        'black',
      ),
      keyboard(
        'lenovo-professional-wireless-keyboard',
        '4Y41K04074',
        'Lenovo Professional Wireless Rechargeable Keyboard',
        189,
        'wireless',
        false,
        'grey',
      ),
      keyboard(
        'hp-975-dual-mode-keyboard',
        '3Z726AA',
        'HP 975 Dual-Mode Wireless Keyboard',
        399,
        'wireless',
        true,
        'black',
      ),
      keyboard('dell-kb216', 'KB216-BK-INT', 'Dell Multimedia Keyboard KB216', 59, 'usb', false, 'black'),
    ],
  ],
  [
    'mice',
    [
      mouse(
        'logitech-mx-master-3s-graphite',
        '910-006559',
        'Logitech MX Master 3S Graphite',
        399,
        'wireless',
        8000,
        'graphite',
      ),
      mouse(
        'logitech-mx-master-3s-pale-grey',
        '910-006560',
        'Logitech MX Master 3S Pale Grey',
        399,
        'wireless',
        8000,
        'grey',
      ),
      mouse(
        'logitech-lift',
        '910-006473',
        'Logitech Lift Vertical Ergonomic Mouse',
        279,
        'wireless',
        4000,
        'graphite',
      ),
      mouse('logitech-m650', '910-006253', 'Logitech Signature M650', 149, 'wireless', 4000, 'graphite'),
      mouse('logitech-m185', '910-002238', 'Logitech M185', 59, 'wireless', 1000, 'grey'),
      mouse(
        'microsoft-bluetooth-mouse',
        'RJN-00003',
        'Microsoft Bluetooth Mouse',
        79,
        'bluetooth',
        1000,
        'black',
      ),
      mouse(
        'dell-ms3320w',
        'MS3320W-BLK',
        'Dell Mobile Wireless Mouse MS3320W',
        129,
        'wireless',
        1600,
        'black',
      ),
      mouse(
        'hp-435-multi-device',
        '3B4Q5AA',
        'HP 435 Multi-Device Wireless Mouse',
        109,
        'wireless',
        4000,
        'black',
      ),
      mouse(
        'lenovo-thinkpad-silent-mouse',
        '4Y50X88822',
        'Lenovo ThinkPad Bluetooth Silent Mouse',
        129,
        'bluetooth',
        2400,
        'black',
      ),
    ],
  ],
  [
    'headsets',
    [
      headset(
        'jabra-evolve2-30-se',
        '23189-989-879',
        'Jabra Evolve2 30 SE USB-C UC Stereo',
        249,
        'usb',
        false,
        false,
        0,
      ),
      headset(
        'jabra-evolve2-40-se',
        '24189-999-999',
        'Jabra Evolve2 40 SE USB-A MS Stereo',
        349,
        'usb',
        false,
        true,
        0,
      ),
      headset(
        'jabra-evolve2-55',
        '25599-999-899',
        'Jabra Evolve2 55 Link380a MS Stereo',
        1090,
        'wireless',
        true,
        true,
        50,
      ),
      headset(
        'jabra-evolve2-65-flex',
        '26699-999-989',
        'Jabra Evolve2 65 Flex Link380a MS Stereo',
        1290,
        'wireless',
        true,
        true,
        32,
      ),
      headset(
        'jabra-evolve2-75',
        '27599-999-999',
        'Jabra Evolve2 75 Link380a MS Stereo',
        1390,
        'wireless',
        true,
        true,
        36,
      ),
      headset(
        'jabra-evolve2-85',
        '28599-999-999',
        'Jabra Evolve2 85 Link380a MS Stereo',
        1790,
        'wireless',
        true,
        true,
        37,
      ),
      headset(
        'logitech-zone-vibe-100',
        '981-001213',
        'Logitech Zone Vibe 100',
        449,
        'bluetooth',
        false,
        false,
        20,
      ),
      headset(
        'logitech-zone-wireless-2',
        '981-001311',
        'Logitech Zone Wireless 2',
        1190,
        'wireless',
        true,
        true,
        40,
      ),
      headset(
        'poly-voyager-focus-2',
        '77Y86AA',
        'Poly Voyager Focus 2 UC USB-A',
        1090,
        'wireless',
        true,
        true,
        19,
      ),
      headset('poly-blackwire-3320', '8X214AA', 'Poly Blackwire 3320 USB-A', 249, 'usb', false, true, 0),
      headset('epos-adapt-360', '1000209', 'EPOS ADAPT 360', 990, 'wireless', true, true, 46),
    ],
  ],
  [
    'cables',
    [
      cable(
        'belkin-usb-c-cable-1m',
        'CAB004bt1MBK',
        {
          pl: 'Belkin BoostCharge kabel USB-C – USB-C 100 W, 1 m',
          en: 'Belkin BoostCharge USB-C to USB-C 100W 1 m',
          de: 'Belkin BoostCharge USB-C-auf-USB-C-Kabel 100 W, 1 m',
          fr: 'Belkin BoostCharge câble USB-C vers USB-C 100 W, 1 m',
          es: 'Belkin BoostCharge cable USB-C a USB-C 100 W, 1 m',
          it: 'Belkin BoostCharge cavo da USB-C a USB-C 100 W, 1 m',
          cs: 'Belkin BoostCharge kabel USB-C – USB-C 100 W, 1 m',
          hu: 'Belkin BoostCharge USB-C–USB-C kábel 100 W, 1 m',
          bg: 'Belkin BoostCharge кабел USB-C към USB-C 100 W, 1 m',
          ru: 'Belkin BoostCharge кабель USB-C – USB-C 100 W, 1 m',
          tr: 'Belkin BoostCharge USB-C – USB-C kablo 100 W, 1 m',
        },
        79,
        1000,
        'USB-C – USB-C',
        100,
      ),
      cable(
        'belkin-usb-c-cable-2m',
        'CAB004bt2MBK',
        {
          pl: 'Belkin BoostCharge kabel USB-C – USB-C 100 W, 2 m',
          en: 'Belkin BoostCharge USB-C to USB-C 100W 2 m',
          de: 'Belkin BoostCharge USB-C-auf-USB-C-Kabel 100 W, 2 m',
          fr: 'Belkin BoostCharge câble USB-C vers USB-C 100 W, 2 m',
          es: 'Belkin BoostCharge cable USB-C a USB-C 100 W, 2 m',
          it: 'Belkin BoostCharge cavo da USB-C a USB-C 100 W, 2 m',
          cs: 'Belkin BoostCharge kabel USB-C – USB-C 100 W, 2 m',
          hu: 'Belkin BoostCharge USB-C–USB-C kábel 100 W, 2 m',
          bg: 'Belkin BoostCharge кабел USB-C към USB-C 100 W, 2 m',
          ru: 'Belkin BoostCharge кабель USB-C – USB-C 100 W, 2 m',
          tr: 'Belkin BoostCharge USB-C – USB-C kablo 100 W, 2 m',
        },
        99,
        2000,
        'USB-C – USB-C',
        100,
      ),
      cable(
        'lanberg-hdmi-2-1-2m',
        'CA-HDMI-30CU-0020-BK',
        {
          pl: 'Lanberg kabel HDMI 2.1 8K, 2 m',
          en: 'Lanberg HDMI 2.1 8K cable 2 m',
          de: 'Lanberg HDMI-2.1-8K-Kabel, 2 m',
          fr: 'Lanberg câble HDMI 2.1 8K, 2 m',
          es: 'Lanberg cable HDMI 2.1 8K, 2 m',
          it: 'Lanberg cavo HDMI 2.1 8K, 2 m',
          cs: 'Lanberg kabel HDMI 2.1 8K, 2 m',
          hu: 'Lanberg HDMI 2.1 8K kábel, 2 m',
          bg: 'Lanberg кабел HDMI 2.1 8K, 2 m',
          ru: 'Lanberg кабель HDMI 2.1 8K, 2 m',
          tr: 'Lanberg HDMI 2.1 8K kablo, 2 m',
        },
        49,
        2000,
        'HDMI – HDMI 2.1',
      ),
      cable(
        'lanberg-displayport-1-4-2m',
        'CA-DPDP-20CU-0020-BK',
        {
          pl: 'Lanberg kabel DisplayPort 1.4, 2 m',
          en: 'Lanberg DisplayPort 1.4 cable 2 m',
          de: 'Lanberg DisplayPort-1.4-Kabel, 2 m',
          fr: 'Lanberg câble DisplayPort 1.4, 2 m',
          es: 'Lanberg cable DisplayPort 1.4, 2 m',
          it: 'Lanberg cavo DisplayPort 1.4, 2 m',
          cs: 'Lanberg kabel DisplayPort 1.4, 2 m',
          hu: 'Lanberg DisplayPort 1.4 kábel, 2 m',
          bg: 'Lanberg кабел DisplayPort 1.4, 2 m',
          ru: 'Lanberg кабель DisplayPort 1.4, 2 m',
          tr: 'Lanberg DisplayPort 1.4 kablo, 2 m',
        },
        45,
        2000,
        'DisplayPort – DisplayPort 1.4',
      ),
      cable(
        'unitek-usb-c-hdmi-adapter',
        'V1421A',
        {
          pl: 'Unitek adapter USB-C – HDMI 2.0',
          en: 'Unitek USB-C to HDMI 2.0 adapter',
          de: 'Unitek Adapter USB-C auf HDMI 2.0',
          fr: 'Unitek adaptateur USB-C vers HDMI 2.0',
          es: 'Unitek adaptador USB-C a HDMI 2.0',
          it: 'Unitek adattatore da USB-C a HDMI 2.0',
          cs: 'Unitek redukce USB-C – HDMI 2.0',
          hu: 'Unitek USB-C–HDMI 2.0 adapter',
          bg: 'Unitek адаптер USB-C към HDMI 2.0',
          ru: 'Unitek переходник USB-C – HDMI 2.0',
          tr: 'Unitek USB-C – HDMI 2.0 adaptör',
        },
        89,
        150,
        'USB-C – HDMI 2.0',
      ),
      cable(
        'unitek-usb-c-displayport-adapter',
        'V1412A',
        {
          pl: 'Unitek adapter USB-C – DisplayPort 1.4',
          en: 'Unitek USB-C to DisplayPort 1.4 adapter',
          de: 'Unitek Adapter USB-C auf DisplayPort 1.4',
          fr: 'Unitek adaptateur USB-C vers DisplayPort 1.4',
          es: 'Unitek adaptador USB-C a DisplayPort 1.4',
          it: 'Unitek adattatore da USB-C a DisplayPort 1.4',
          cs: 'Unitek redukce USB-C – DisplayPort 1.4',
          hu: 'Unitek USB-C–DisplayPort 1.4 adapter',
          bg: 'Unitek адаптер USB-C към DisplayPort 1.4',
          ru: 'Unitek переходник USB-C – DisplayPort 1.4',
          tr: 'Unitek USB-C – DisplayPort 1.4 adaptör',
        },
        95,
        150,
        'USB-C – DisplayPort 1.4',
      ),
      cable(
        'belkin-usb-c-ethernet-adapter',
        'INC001btBK',
        {
          pl: 'Belkin adapter USB-C – Gigabit Ethernet',
          en: 'Belkin USB-C to Gigabit Ethernet adapter',
          de: 'Belkin Adapter USB-C auf Gigabit Ethernet',
          fr: 'Belkin adaptateur USB-C vers Gigabit Ethernet',
          es: 'Belkin adaptador USB-C a Gigabit Ethernet',
          it: 'Belkin adattatore da USB-C a Gigabit Ethernet',
          cs: 'Belkin redukce USB-C – Gigabit Ethernet',
          hu: 'Belkin USB-C–Gigabit Ethernet adapter',
          bg: 'Belkin адаптер USB-C към Gigabit Ethernet',
          ru: 'Belkin переходник USB-C – Gigabit Ethernet',
          tr: 'Belkin USB-C – Gigabit Ethernet adaptör',
        },
        129,
        150,
        'USB-C – RJ45',
      ),
      cable(
        'dell-da310',
        'DA310',
        {
          pl: 'Dell Mobile Adapter DA310 7 w 1',
          en: 'Dell Mobile Adapter DA310 7-in-1',
          de: 'Dell Mobile Adapter DA310 7-in-1',
          fr: 'Dell Mobile Adapter DA310 7 en 1',
          es: 'Dell Mobile Adapter DA310 7 en 1',
          it: 'Dell Mobile Adapter DA310 7 in 1',
          cs: 'Dell Mobile Adapter DA310 7 v 1',
          hu: 'Dell Mobile Adapter DA310 7 az 1-ben',
          bg: 'Dell Mobile Adapter DA310 7 в 1',
          ru: 'Dell Mobile Adapter DA310 7 в 1',
          tr: 'Dell Mobile Adapter DA310 7’si 1 arada',
        },
        399,
        150,
        'USB-C – HDMI, DP, VGA, RJ45, USB-A',
        90,
      ),
      cable(
        'lanberg-cat6-utp-3m',
        'PCU6-10CC-0300-BK',
        {
          pl: 'Lanberg patchcord Cat6 UTP, 3 m',
          en: 'Lanberg Cat6 UTP patch cord 3 m',
          de: 'Lanberg Patchkabel Cat6 UTP, 3 m',
          fr: 'Lanberg cordon de brassage Cat6 UTP, 3 m',
          es: 'Lanberg latiguillo Cat6 UTP, 3 m',
          it: 'Lanberg cavo patch Cat6 UTP, 3 m',
          cs: 'Lanberg propojovací kabel Cat6 UTP, 3 m',
          hu: 'Lanberg Cat6 UTP patchkábel, 3 m',
          bg: 'Lanberg пач кабел Cat6 UTP, 3 m',
          ru: 'Lanberg патч-корд Cat6 UTP, 3 m',
          tr: 'Lanberg Cat6 UTP patch kablo, 3 m',
        },
        12,
        3000,
        'RJ45 – RJ45 Cat6',
      ),
      cable(
        'lanberg-cat6-utp-5m',
        'PCU6-10CC-0500-BK',
        {
          pl: 'Lanberg patchcord Cat6 UTP, 5 m',
          en: 'Lanberg Cat6 UTP patch cord 5 m',
          de: 'Lanberg Patchkabel Cat6 UTP, 5 m',
          fr: 'Lanberg cordon de brassage Cat6 UTP, 5 m',
          es: 'Lanberg latiguillo Cat6 UTP, 5 m',
          it: 'Lanberg cavo patch Cat6 UTP, 5 m',
          cs: 'Lanberg propojovací kabel Cat6 UTP, 5 m',
          hu: 'Lanberg Cat6 UTP patchkábel, 5 m',
          bg: 'Lanberg пач кабел Cat6 UTP, 5 m',
          ru: 'Lanberg патч-корд Cat6 UTP, 5 m',
          tr: 'Lanberg Cat6 UTP patch kablo, 5 m',
        },
        16,
        5000,
        'RJ45 – RJ45 Cat6',
      ),
    ],
  ],
];

/** Stock states cycle through this list so the demo shows every hardware state. */
export const hardwareStates: Availability[] = [
  { state: 'within-24h' },
  { state: '1-day' },
  { state: '1-2-days' },
  { state: 'within-24h' },
  { state: '2-3-days' },
  { state: '1-day' },
  { state: 'on-demand' },
  { state: 'presale', date: '2026-03-16' },
  { state: 'expected-soon' },
  { state: 'within-24h' },
  { state: 'ask-delivery-time' },
  { state: 'notify-availability' },
  { state: '1-2-days' },
  { state: 'discontinued' },
];

/** Accessories offered with laptops of a brand, and with every laptop or PC. */
export const accessoriesFor = (brand: string): string[] => {
  const docks: Record<string, string[]> = {
    Dell: ['dell-dock-wd19s-130w', 'dell-thunderbolt-dock-wd22tb4', 'dell-pro-dock-wd25'],
    Lenovo: ['lenovo-usb-c-dock', 'lenovo-tb4-dock'],
    HP: ['hp-usb-c-dock-g5', 'hp-thunderbolt-dock-g4'],
    Microsoft: ['microsoft-surface-dock-2'],
  };
  return [
    ...(docks[brand] ?? ['lenovo-usb-c-dock']),
    'logitech-mx-master-3s-graphite',
    'jabra-evolve2-55',
    'belkin-usb-c-cable-1m',
  ];
};

export const desktopAccessories = [
  'dell-p2425h',
  'lenovo-t27h-30',
  'logitech-mx-keys-s-graphite',
  'logitech-m650',
];

export const accessoryDrafts: Draft[] = groups.flatMap(([categoryId, items]) =>
  items.map(
    (item, index): Draft => ({
      id: item.id,
      producerCode: item.code,
      variant: { kind: 'hardware', hardwareType: 'accessory' },
      categoryId,
      availability: hardwareStates[(index * 5 + categoryId.length) % hardwareStates.length] ?? {
        state: '1-day',
      },
      name: item.name,
      description: item.about,
      attributes: item.attributes,
      prices: {
        PLN: { price: minor(item.price), ...(index % 4 === 1 ? { list: minor(item.price * 1.12) } : {}) },
      },
      // Colour versions share a family: the name without its last word.
      family: item.id.replace(/-(graphite|pale-grey|1m|2m|3m|5m)$/, ''),
    }),
  ),
);
