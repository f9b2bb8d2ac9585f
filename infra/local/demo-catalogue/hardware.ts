import type { Language } from '#shared/locale';
import { accessoriesFor, desktopAccessories, hardwareStates } from './accessories';
import type { Draft, Texts } from './draft';
import { decimal, minor, modelName, num, option, text, textsOf } from './draft';

// Laptops and PCs: each model in three configurations (processor, RAM, SSD).

interface Model {
  stem: string;
  brand: string;
  name: string;
  /** Producer code with `#` standing for the configuration's code. */
  code: string;
  categoryId: string;
  cpus: [string, string];
  /** Net PLN of the first configuration. */
  price: number;
  weight: number;
  ports: string;
  screen?: number;
  battery?: number;
  gpu?: string;
  formFactor?: 'tower' | 'mini' | 'all-in-one';
}

interface Configuration {
  code: string;
  cpu: 0 | 1;
  ram: number;
  storage: number;
  extra: number;
}

const configurations: Record<string, Configuration[]> = {
  business: [
    { code: '1A', cpu: 0, ram: 16, storage: 512, extra: 0 },
    { code: '2B', cpu: 1, ram: 32, storage: 512, extra: 1300 },
    { code: '3C', cpu: 1, ram: 32, storage: 1024, extra: 1900 },
  ],
  home: [
    { code: '1H', cpu: 0, ram: 16, storage: 512, extra: 0 },
    { code: '2H', cpu: 1, ram: 16, storage: 1024, extra: 700 },
    { code: '3H', cpu: 1, ram: 32, storage: 1024, extra: 1400 },
  ],
  workstation: [
    { code: '1W', cpu: 0, ram: 32, storage: 1024, extra: 0 },
    { code: '2W', cpu: 1, ram: 64, storage: 1024, extra: 2600 },
    { code: '3W', cpu: 1, ram: 64, storage: 2048, extra: 3600 },
  ],
};

const ultra = ['Intel Core Ultra 5 125U', 'Intel Core Ultra 7 155U'] as [string, string];
const ultraH = ['Intel Core Ultra 7 155H', 'Intel Core Ultra 9 185H'] as [string, string];
const tbPorts = '2× Thunderbolt 4, 2× USB-A 3.2, HDMI 2.1, audio';
const usbCPorts = '2× USB-C 3.2, 2× USB-A 3.2, HDMI 2.1, RJ45, audio';

const business = (
  stem: string,
  brand: string,
  name: string,
  code: string,
  price: number,
  rest: Partial<Model>,
) =>
  ({
    stem,
    brand,
    name,
    code,
    price,
    categoryId: 'business-laptops',
    cpus: ultra,
    weight: 1.4,
    ports: tbPorts,
    screen: 14,
    battery: 56,
    ...rest,
  }) satisfies Model;

const laptops: Model[] = [
  business('thinkpad-t14-gen-5', 'Lenovo', 'Lenovo ThinkPad T14 Gen 5', '21ML00#PB', 5290, {
    weight: 1.37,
    battery: 52.5,
  }),
  business('thinkpad-x1-carbon-gen-12', 'Lenovo', 'Lenovo ThinkPad X1 Carbon Gen 12', '21KC00#PB', 7990, {
    weight: 1.09,
    battery: 57,
    cpus: ['Intel Core Ultra 5 125U', 'Intel Core Ultra 7 165U'],
  }),
  business('thinkpad-e14-gen-6', 'Lenovo', 'Lenovo ThinkPad E14 Gen 6', '21M700#PB', 3790, {
    weight: 1.44,
    battery: 47,
    ports: usbCPorts,
  }),
  business('thinkpad-l14-gen-5', 'Lenovo', 'Lenovo ThinkPad L14 Gen 5', '21L100#PB', 4290, {
    weight: 1.43,
    battery: 57,
  }),
  business('latitude-5450', 'Dell', 'Dell Latitude 5450', 'N0#L5450EMEA', 4690, {
    weight: 1.39,
    battery: 54,
  }),
  business('latitude-7450', 'Dell', 'Dell Latitude 7450', 'N0#L7450EMEA', 6490, {
    weight: 1.29,
    battery: 57,
  }),
  business('latitude-3550', 'Dell', 'Dell Latitude 3550', 'N0#L3550EMEA', 3390, {
    weight: 1.79,
    screen: 15.6,
    battery: 42,
    ports: usbCPorts,
    cpus: ['Intel Core i5-1335U', 'Intel Core i7-1355U'],
  }),
  business('elitebook-840-g11', 'HP', 'HP EliteBook 840 G11', 'A2#EA', 5990, { weight: 1.36 }),
  business('probook-440-g11', 'HP', 'HP ProBook 440 G11', 'A3#EA', 3590, {
    weight: 1.38,
    battery: 45,
    ports: usbCPorts,
  }),
  business('elitebook-860-g11', 'HP', 'HP EliteBook 860 G11', 'A4#EA', 6290, { weight: 1.72, screen: 16 }),
  business('surface-laptop-7-13', 'Microsoft', 'Microsoft Surface Laptop 7 13,8"', 'ZGM-0#', 5490, {
    weight: 1.34,
    screen: 13.8,
    battery: 54,
    ports: '2× USB-C 4, USB-A 3.2, Surface Connect, audio',
    cpus: ['Snapdragon X Plus X1P-64-100', 'Snapdragon X Elite X1E-80-100'],
  }),
  business('surface-laptop-7-15', 'Microsoft', 'Microsoft Surface Laptop 7 15"', 'ZHM-0#', 6990, {
    weight: 1.66,
    screen: 15,
    battery: 66,
    ports: '2× USB-C 4, USB-A 3.2, Surface Connect, audio',
    cpus: ['Snapdragon X Elite X1E-80-100', 'Snapdragon X Elite X1E-84-100'],
  }),
  business('expertbook-b5-b5404', 'ASUS', 'ASUS ExpertBook B5 B5404CMA', 'B5404CMA-Q5#X', 4890, {
    weight: 1.3,
    battery: 63,
  }),
  business('travelmate-p4-tmp414-53', 'Acer', 'Acer TravelMate P4 TMP414-53', 'NX.B#EP.001', 3890, {
    ports: usbCPorts,
  }),
  ...(
    [
      ['ideapad-slim-5-14imh9', 'Lenovo', 'Lenovo IdeaPad Slim 5 14IMH9', '83DA00#PB', 3290, 1.46, 57],
      ['pavilion-plus-14-ew1', 'HP', 'HP Pavilion Plus 14-ew1', 'A0#EA', 3490, 1.4, 68],
      ['inspiron-14-5440', 'Dell', 'Dell Inspiron 14 5440', 'I#5440-PL', 2890, 1.53, 54],
      ['vivobook-15-x1504va', 'ASUS', 'ASUS Vivobook 15 X1504VA', 'X1504VA-NJ#W', 2390, 1.7, 42],
      ['swift-go-14-sfg14-73', 'Acer', 'Acer Swift Go 14 SFG14-73', 'NX.KS#EP.002', 3590, 1.32, 65],
    ] as const
  ).map(
    ([stem, brand, name, code, price, weight, battery]): Model => ({
      stem,
      brand,
      name,
      code,
      price,
      weight,
      battery,
      categoryId: 'home-laptops',
      cpus: ['Intel Core Ultra 5 125H', 'Intel Core Ultra 7 155H'],
      ports: '2× USB-C, 2× USB-A 3.2, HDMI 2.1, audio',
      screen: stem.startsWith('vivobook') ? 15.6 : 14,
    }),
  ),
  ...(
    [
      [
        'thinkpad-p16s-gen-3',
        'Lenovo',
        'Lenovo ThinkPad P16s Gen 3',
        '21KS00#PB',
        7890,
        1.82,
        16,
        52.5,
        'NVIDIA RTX 500 Ada 4 GB',
      ],
      [
        'precision-3591',
        'Dell',
        'Dell Precision 3591',
        'N0#P3591EMEA',
        8490,
        1.79,
        15.6,
        64,
        'NVIDIA RTX 2000 Ada 8 GB',
      ],
      [
        'zbook-power-g11',
        'HP',
        'HP ZBook Power G11',
        'A5#EA',
        8990,
        1.98,
        16,
        83,
        'NVIDIA RTX 2000 Ada 8 GB',
      ],
      [
        'zbook-firefly-14-g11',
        'HP',
        'HP ZBook Firefly 14 G11',
        'A6#EA',
        7490,
        1.47,
        14,
        56,
        'NVIDIA RTX A500 4 GB',
      ],
    ] as const
  ).map(
    ([stem, brand, name, code, price, weight, screen, battery, gpu]): Model => ({
      stem,
      brand,
      name,
      code,
      price,
      weight,
      screen,
      battery,
      gpu,
      categoryId: 'mobile-workstations',
      cpus: ultraH,
      ports: tbPorts,
    }),
  ),
];

const pcs: Model[] = (
  [
    ['thinkcentre-m70t-gen-5', 'Lenovo', 'Lenovo ThinkCentre M70t Gen 5', '12U6000#PB', 3190, 'tower', 6.1],
    ['optiplex-tower-7020', 'Dell', 'Dell OptiPlex Tower 7020', 'N0#O7020MT', 3490, 'tower', 6.4],
    ['hp-pro-tower-400-g9', 'HP', 'HP Pro Tower 400 G9', '99P#EA', 2890, 'tower', 5.3],
    ['hp-elite-tower-800-g9', 'HP', 'HP Elite Tower 800 G9', '5V8#EA', 4290, 'tower', 6.7],
    ['thinkcentre-m70q-gen-5', 'Lenovo', 'Lenovo ThinkCentre M70q Gen 5', '12TD000#PB', 2990, 'mini', 1.3],
    ['thinkcentre-m90q-gen-5', 'Lenovo', 'Lenovo ThinkCentre M90q Gen 5', '12TH000#PB', 3890, 'mini', 1.3],
    ['optiplex-micro-7020', 'Dell', 'Dell OptiPlex Micro 7020', 'N0#O7020M', 3290, 'mini', 1.2],
    ['hp-elite-mini-800-g9', 'HP', 'HP Elite Mini 800 G9', '5M9#EA', 3790, 'mini', 1.3],
    ['hp-eliteone-870-g9', 'HP', 'HP EliteOne 870 G9 27"', '5V8A#EA', 5690, 'all-in-one', 8.6],
    [
      'thinkcentre-neo-50a-24-gen-5',
      'Lenovo',
      'Lenovo ThinkCentre neo 50a 24 Gen 5',
      '12SC000#PB',
      3790,
      'all-in-one',
      5.4,
    ],
    [
      'optiplex-aio-7420',
      'Dell',
      'Dell OptiPlex All-in-One 7420 24"',
      'N0#O7420AIO',
      4490,
      'all-in-one',
      6.2,
    ],
  ] as const
).map(
  ([stem, brand, name, code, price, formFactor, weight]): Model => ({
    stem,
    brand,
    name,
    code,
    price,
    formFactor,
    weight,
    categoryId: { tower: 'desktop-pcs', mini: 'mini-pcs', 'all-in-one': 'all-in-one-pcs' }[formFactor],
    cpus:
      formFactor === 'tower'
        ? ['Intel Core i5-14500', 'Intel Core i7-14700']
        : ['Intel Core i5-14500T', 'Intel Core i7-14700T'],
    ports: '2× USB-C, 6× USB-A, 2× DisplayPort 1.4, HDMI, RJ45',
    ...(formFactor === 'all-in-one' ? { screen: name.includes('27') ? 27 : 23.8 } : {}),
  }),
);

const storageText = (gb: number) => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);
const cpuShort = (cpu: string) => cpu.replace('Intel ', '');

interface Specification {
  /** The screen's, weight's and battery's figures as the language writes them. */
  screen: string;
  weight: string;
  battery: string;
  cpu: string;
  ram: number;
  storage: string;
  gpu: string | undefined;
  ports: string;
  os: string;
}

/** A laptop's description in each language. */
const laptopTexts: Record<Language, (spec: Specification) => string> = {
  pl: (s) =>
    `Laptop ${s.screen}" z procesorem ${s.cpu}, ${s.ram} GB RAM i dyskiem SSD ${s.storage}, waga ${s.weight} kg, bateria ${s.battery} Wh${s.gpu ? `, grafika ${s.gpu}` : ''}. Złącza: ${s.ports}. ${s.os}.`,
  en: (s) =>
    `A ${s.screen}" laptop with ${s.cpu}, ${s.ram} GB of RAM and a ${s.storage} SSD, weighing ${s.weight} kg, ${s.battery} Wh battery${s.gpu ? `, ${s.gpu} graphics` : ''}. Ports: ${s.ports}. ${s.os}.`,
  de: (s) =>
    `${s.screen}"-Laptop mit ${s.cpu}, ${s.ram} GB RAM und ${s.storage} SSD, Gewicht ${s.weight} kg, Akku ${s.battery} Wh${s.gpu ? `, Grafik ${s.gpu}` : ''}. Anschlüsse: ${s.ports}. ${s.os}.`,
  fr: (s) =>
    `Ordinateur portable ${s.screen}" avec processeur ${s.cpu}, ${s.ram} GB de RAM et SSD de ${s.storage}, poids ${s.weight} kg, batterie ${s.battery} Wh${s.gpu ? `, carte graphique ${s.gpu}` : ''}. Ports : ${s.ports}. ${s.os}.`,
  es: (s) =>
    `Portátil de ${s.screen}" con procesador ${s.cpu}, ${s.ram} GB de RAM y SSD de ${s.storage}, peso ${s.weight} kg, batería de ${s.battery} Wh${s.gpu ? `, gráfica ${s.gpu}` : ''}. Puertos: ${s.ports}. ${s.os}.`,
  it: (s) =>
    `Portatile da ${s.screen}" con processore ${s.cpu}, ${s.ram} GB di RAM e SSD da ${s.storage}, peso ${s.weight} kg, batteria da ${s.battery} Wh${s.gpu ? `, grafica ${s.gpu}` : ''}. Porte: ${s.ports}. ${s.os}.`,
  cs: (s) =>
    `Notebook ${s.screen}" s procesorem ${s.cpu}, ${s.ram} GB RAM a SSD ${s.storage}, hmotnost ${s.weight} kg, baterie ${s.battery} Wh${s.gpu ? `, grafika ${s.gpu}` : ''}. Porty: ${s.ports}. ${s.os}.`,
  hu: (s) =>
    `Laptop ${s.screen} hüvelykes kijelzővel, ${s.cpu} processzorral, ${s.ram} GB RAM-mal és ${s.storage} SSD-vel; tömege ${s.weight} kg, akkumulátora ${s.battery} Wh${s.gpu ? `, grafikus vezérlője ${s.gpu}` : ''}. Csatlakozók: ${s.ports}. ${s.os}.`,
  bg: (s) =>
    `Лаптоп ${s.screen}" с процесор ${s.cpu}, ${s.ram} GB RAM и SSD ${s.storage}, тегло ${s.weight} kg, батерия ${s.battery} Wh${s.gpu ? `, графика ${s.gpu}` : ''}. Портове: ${s.ports}. ${s.os}.`,
  ru: (s) =>
    `Ноутбук ${s.screen}" с процессором ${s.cpu}, ${s.ram} GB оперативной памяти и SSD на ${s.storage}, вес ${s.weight} kg, аккумулятор ${s.battery} Wh${s.gpu ? `, видеокарта ${s.gpu}` : ''}. Разъёмы: ${s.ports}. ${s.os}.`,
  tr: (s) =>
    `${s.cpu} işlemcili, ${s.ram} GB RAM ve ${s.storage} SSD’li ${s.screen}" dizüstü bilgisayar; ağırlık ${s.weight} kg, batarya ${s.battery} Wh${s.gpu ? `, ${s.gpu} grafik` : ''}. Bağlantı noktaları: ${s.ports}. ${s.os}.`,
};

type FormFactor = NonNullable<Model['formFactor']>;

/** A PC's description in each language. */
const pcTexts: Record<Language, (spec: Specification, formFactor: FormFactor) => string> = {
  pl: (s, form) =>
    `Komputer ${form === 'mini' ? 'w obudowie mini' : form === 'tower' ? 'w obudowie tower' : `All-in-One z ekranem ${s.screen}"`} z procesorem ${s.cpu}, ${s.ram} GB RAM i dyskiem SSD ${s.storage}. Złącza: ${s.ports}. ${s.os}.`,
  en: (s, form) =>
    `A ${form === 'mini' ? 'mini' : form === 'tower' ? 'tower' : `${s.screen}" all-in-one`} PC with ${s.cpu}, ${s.ram} GB of RAM and a ${s.storage} SSD. Ports: ${s.ports}. ${s.os}.`,
  de: (s, form) =>
    `${form === 'mini' ? 'Mini-PC mit' : form === 'tower' ? 'Tower-PC mit' : `All-in-One-PC mit ${s.screen}"-Bildschirm,`} ${s.cpu}, ${s.ram} GB RAM und ${s.storage} SSD. Anschlüsse: ${s.ports}. ${s.os}.`,
  fr: (s, form) =>
    `Ordinateur ${form === 'mini' ? 'au format mini' : form === 'tower' ? 'au format tour' : `tout-en-un à écran ${s.screen}"`} avec processeur ${s.cpu}, ${s.ram} GB de RAM et SSD de ${s.storage}. Ports : ${s.ports}. ${s.os}.`,
  es: (s, form) =>
    `Ordenador ${form === 'mini' ? 'en formato mini' : form === 'tower' ? 'en formato torre' : `todo en uno de ${s.screen}"`} con procesador ${s.cpu}, ${s.ram} GB de RAM y SSD de ${s.storage}. Puertos: ${s.ports}. ${s.os}.`,
  it: (s, form) =>
    `Computer ${form === 'mini' ? 'in formato mini' : form === 'tower' ? 'in formato tower' : `all-in-one da ${s.screen}"`} con processore ${s.cpu}, ${s.ram} GB di RAM e SSD da ${s.storage}. Porte: ${s.ports}. ${s.os}.`,
  cs: (s, form) =>
    `Počítač ${form === 'mini' ? 've skříni mini' : form === 'tower' ? 've skříni tower' : `All-in-One s obrazovkou ${s.screen}"`} s procesorem ${s.cpu}, ${s.ram} GB RAM a SSD ${s.storage}. Porty: ${s.ports}. ${s.os}.`,
  hu: (s, form) =>
    `${form === 'mini' ? 'Mini házas számítógép' : form === 'tower' ? 'Torony házas számítógép' : `All-in-One számítógép ${s.screen} hüvelykes kijelzővel,`} ${s.cpu} processzorral, ${s.ram} GB RAM-mal és ${s.storage} SSD-vel. Csatlakozók: ${s.ports}. ${s.os}.`,
  bg: (s, form) =>
    `${form === 'mini' ? 'Компютър в мини кутия' : form === 'tower' ? 'Компютър в кутия тип tower' : `Компютър „всичко в едно“ с екран ${s.screen}"`} с процесор ${s.cpu}, ${s.ram} GB RAM и SSD ${s.storage}. Портове: ${s.ports}. ${s.os}.`,
  ru: (s, form) =>
    `${form === 'mini' ? 'Компьютер в мини-корпусе' : form === 'tower' ? 'Компьютер в корпусе tower' : `Моноблок с экраном ${s.screen}"`} с процессором ${s.cpu}, ${s.ram} GB оперативной памяти и SSD на ${s.storage}. Разъёмы: ${s.ports}. ${s.os}.`,
  tr: (s, form) =>
    `${s.cpu} işlemcili, ${s.ram} GB RAM ve ${s.storage} SSD’li ${form === 'mini' ? 'mini kasa' : form === 'tower' ? 'tower kasa' : `${s.screen}" ekranlı hepsi bir arada`} bilgisayar. Bağlantı noktaları: ${s.ports}. ${s.os}.`,
};

const descriptionOf = (model: Model, config: Configuration, cpu: string, os: string): Texts =>
  textsOf((language) => {
    const spec: Specification = {
      screen: decimal(model.screen ?? 0, language),
      weight: decimal(model.weight, language),
      battery: decimal(model.battery ?? 0, language),
      cpu,
      ram: config.ram,
      storage: storageText(config.storage),
      gpu: model.gpu,
      ports: model.ports,
      os,
    };
    return model.formFactor === undefined
      ? laptopTexts[language](spec)
      : pcTexts[language](spec, model.formFactor);
  });

const draftsOf = (model: Model, modelIndex: number): Draft[] => {
  const laptop = model.formFactor === undefined;
  const home = model.categoryId === 'home-laptops';
  const set = home ? 'home' : model.categoryId === 'mobile-workstations' ? 'workstation' : 'business';
  return (configurations[set] ?? []).map((config, index) => {
    const cpu = model.cpus[config.cpu];
    const os = home ? 'windows-11-home' : 'windows-11-pro';
    const osName = home ? 'Windows 11 Home' : 'Windows 11 Pro';
    const price = model.price + config.extra;
    const name = `${model.name} ${cpuShort(cpu)} / ${config.ram} GB / ${storageText(config.storage)} SSD / ${osName}`;
    return {
      id: `${model.stem}-${config.ram}gb-${config.storage}gb-${config.code.toLowerCase()}`,
      producerCode: model.code.replace('#', config.code),
      variant: { kind: 'hardware', hardwareType: laptop ? 'laptop' : 'pc' },
      categoryId: model.categoryId,
      licenceType: home ? 'home' : 'business',
      availability: hardwareStates[(modelIndex * 3 + index * 4) % hardwareStates.length] ?? {
        state: '1-day',
      },
      name: textsOf((language) => modelName(name, language)),
      description: descriptionOf(model, config, cpu, osName),
      attributes: [
        text('cpu', cpu),
        num('ram', config.ram, 'GB'),
        num('storage', config.storage, 'GB'),
        ...(model.screen === undefined ? [] : [num('screen', model.screen, 'in')]),
        num('weight', model.weight, 'kg'),
        ...(model.battery === undefined ? [] : [num('battery', model.battery, 'Wh')]),
        ...(model.gpu === undefined ? [] : [text('gpu', model.gpu)]),
        ...(model.formFactor === undefined ? [] : [option('form-factor', model.formFactor)]),
        text('ports', model.ports),
        option('os', os),
        num('warranty', home ? 24 : 36, 'months'),
      ],
      prices: {
        PLN: { price: minor(price), ...(index === 0 ? { list: minor(price * 1.08) } : {}) },
        ...(model.brand === 'Microsoft' ? { EUR: { price: minor(price / 4.2) } } : {}),
      },
      family: model.stem,
      relations: {
        accessories: laptop ? accessoriesFor(model.brand) : desktopAccessories,
        goodDealSets: laptop ? accessoriesFor(model.brand).slice(0, 1) : desktopAccessories.slice(0, 2),
        recommended: [
          home ? 'office-home-2024-esd' : 'office-home-business-2024-esd',
          'support-helpdesk-per-user',
        ],
      },
    };
  });
};

export const computerDrafts: Draft[] = [...laptops, ...pcs].flatMap(draftsOf);
