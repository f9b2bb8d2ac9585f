import type { Attribute } from '#shared/catalogue/attributes';
import type { Availability } from '#shared/catalogue/product';
import type { Draft, Texts } from './draft';
import { flag, minor, num, option, plNumber, text } from './draft';

// Accessories: docking stations, monitors, keyboards, mice, headsets, cables and adapters.

interface Accessory {
  id: string;
  code: string;
  name: string;
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
  name,
  price,
  attributes: [
    num('power-delivery', watts, 'W'),
    num('display-outputs', outputs),
    option('connection', connection),
  ],
  about: {
    pl: `Jeden kabel ${connection === 'usb-c' ? 'USB-C' : 'Thunderbolt 4'} do zasilania (${watts} W), ${outputs} monitorów, sieci i urządzeń USB.`,
    en: `One ${connection === 'usb-c' ? 'USB-C' : 'Thunderbolt 4'} cable for power (${watts} W), ${outputs} displays, network and USB devices.`,
  },
});

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
  name,
  price,
  attributes: [
    num('screen', size, 'in'),
    text('resolution', resolution),
    num('refresh-rate', refresh, 'Hz'),
    option('panel', 'ips'),
    num('usb-c-power', usbCWatts, 'W'),
    flag('height-adjustable', true),
  ],
  about: {
    pl: `Monitor IPS ${plNumber(size)}" ${resolution}, ${refresh} Hz, z regulacją wysokości${usbCWatts ? ` i USB-C z ładowaniem ${usbCWatts} W` : ''}.`,
    en: `A ${size}" ${resolution} IPS monitor at ${refresh} Hz with height adjustment${usbCWatts ? ` and USB-C charging at ${usbCWatts} W` : ''}.`,
  },
});

type Connection = 'usb' | 'wireless' | 'bluetooth';
const connectionTexts: Record<Connection, Texts> = {
  usb: { pl: 'przewodowa USB', en: 'wired USB' },
  wireless: { pl: 'bezprzewodowa (odbiornik USB i Bluetooth)', en: 'wireless (USB receiver and Bluetooth)' },
  bluetooth: { pl: 'Bluetooth', en: 'Bluetooth' },
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
  name,
  price,
  attributes: [
    option('connection', connection),
    option('layout', 'us-international'),
    flag('backlight', backlight),
    option('colour', colour),
  ],
  about: {
    pl: `Klawiatura ${connectionTexts[connection].pl}, układ US International (polski programisty)${backlight ? ', podświetlana' : ''}.`,
    en: `A ${connectionTexts[connection].en} keyboard, US International layout${backlight ? ', backlit' : ''}.`,
  },
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
  name,
  price,
  attributes: [option('connection', connection), num('dpi', dpi), option('colour', colour)],
  about: {
    pl: `Mysz ${connectionTexts[connection].pl} z czujnikiem ${dpi} DPI.`,
    en: `A ${connectionTexts[connection].en} mouse with a ${dpi} DPI sensor.`,
  },
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
  name,
  price,
  attributes: [
    option('connection', connection),
    flag('anc', anc),
    flag('teams-certified', teams),
    ...(batteryHours ? [num('battery-life', batteryHours, 'h')] : []),
  ],
  about: {
    pl: `Zestaw słuchawkowy ${connectionTexts[connection].pl}${anc ? ' z aktywną redukcją szumów' : ''}${teams ? ', certyfikowany dla Microsoft Teams' : ''}${batteryHours ? `, do ${batteryHours} h pracy` : ''}. Mikrofon z redukcją szumów otoczenia.`,
    en: `A ${connectionTexts[connection].en} headset${anc ? ' with active noise cancellation' : ''}${teams ? ', certified for Microsoft Teams' : ''}${batteryHours ? `, up to ${batteryHours} h of use` : ''}. A noise-cancelling microphone.`,
  },
});

const cable = (
  id: string,
  code: string,
  name: string,
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
  about: {
    pl: `${connector}, długość ${plNumber(lengthMm / 1000)} m${watts ? `, ładowanie do ${watts} W` : ''}.`,
    en: `${connector}, ${lengthMm / 1000} m long${watts ? `, charging up to ${watts} W` : ''}.`,
  },
});

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
        'Belkin BoostCharge USB-C to USB-C 100W 1 m',
        79,
        1000,
        'USB-C – USB-C',
        100,
      ),
      cable(
        'belkin-usb-c-cable-2m',
        'CAB004bt2MBK',
        'Belkin BoostCharge USB-C to USB-C 100W 2 m',
        99,
        2000,
        'USB-C – USB-C',
        100,
      ),
      cable(
        'lanberg-hdmi-2-1-2m',
        'CA-HDMI-30CU-0020-BK',
        'Lanberg HDMI 2.1 8K cable 2 m',
        49,
        2000,
        'HDMI – HDMI 2.1',
      ),
      cable(
        'lanberg-displayport-1-4-2m',
        'CA-DPDP-20CU-0020-BK',
        'Lanberg DisplayPort 1.4 cable 2 m',
        45,
        2000,
        'DisplayPort – DisplayPort 1.4',
      ),
      cable(
        'unitek-usb-c-hdmi-adapter',
        'V1421A',
        'Unitek USB-C to HDMI 2.0 adapter',
        89,
        150,
        'USB-C – HDMI 2.0',
      ),
      cable(
        'unitek-usb-c-displayport-adapter',
        'V1412A',
        'Unitek USB-C to DisplayPort 1.4 adapter',
        95,
        150,
        'USB-C – DisplayPort 1.4',
      ),
      cable(
        'belkin-usb-c-ethernet-adapter',
        'INC001btBK',
        'Belkin USB-C to Gigabit Ethernet adapter',
        129,
        150,
        'USB-C – RJ45',
      ),
      cable(
        'dell-da310',
        'DA310',
        'Dell Mobile Adapter DA310 7-in-1',
        399,
        150,
        'USB-C – HDMI, DP, VGA, RJ45, USB-A',
        90,
      ),
      cable(
        'lanberg-cat6-utp-3m',
        'PCU6-10CC-0300-BK',
        'Lanberg Cat6 UTP patch cord 3 m',
        12,
        3000,
        'RJ45 – RJ45 Cat6',
      ),
      cable(
        'lanberg-cat6-utp-5m',
        'PCU6-10CC-0500-BK',
        'Lanberg Cat6 UTP patch cord 5 m',
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
      name: { pl: item.name, en: item.name },
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
