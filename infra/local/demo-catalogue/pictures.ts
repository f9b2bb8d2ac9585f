import { createHash } from 'node:crypto';
import type { Product } from '#shared/catalogue/product';
import type { ProductImage } from '#shared/catalogue/product-images';

// The demo catalogue's product pictures, drawn, never fetched: one SVG per look (the
// product's kind, hardware type and producer): the kind's shape in the producer's colour on a tint of
// it. Shapes only, no text, so no font is needed to render them. An image is named by the hash of its
// SVG, as an uploaded one is by its bytes; the seed renders each look's variants once.

export const pictureSize = { width: 1200, height: 900 } as const;

type Look = Pick<Product, 'kind' | 'producer'> & { hardwareType?: string };

/** A stable colour per producer: its name's hash picks the hue; the shop's own services are blue. */
const hueOf = (producer: string | undefined): number =>
  producer === undefined ? 214 : (createHash('sha256').update(producer).digest()[0] ?? 0) * (360 / 256);

const screen = (x: number, y: number, w: number, h: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#23262d"/>` +
  `<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" rx="6" fill="url(#shine)"/>` +
  `<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" rx="6" fill="${colour}" opacity="0.55"/>`;

const laptop = (colour: string) =>
  `${screen(300, 170, 600, 400, colour)}` +
  '<path d="M230 590h740l70 70H160z" fill="#c9ced6"/><rect x="520" y="600" width="160" height="18" rx="9" fill="#9aa1ab"/>';

const shapes: Record<string, (colour: string) => string> = {
  laptop,
  pc: (colour) =>
    `${screen(170, 200, 560, 360, colour)}<rect x="400" y="560" width="100" height="70" fill="#9aa1ab"/>` +
    '<rect x="330" y="625" width="240" height="24" rx="12" fill="#7d848f"/>' +
    `<rect x="790" y="220" width="220" height="440" rx="20" fill="#23262d"/><circle cx="900" cy="290" r="18" fill="${colour}"/>` +
    '<rect x="830" y="360" width="140" height="12" rx="6" fill="#4a4f59"/><rect x="830" y="390" width="140" height="12" rx="6" fill="#4a4f59"/>',
  accessory: (colour) =>
    `<rect x="360" y="330" width="480" height="220" rx="40" fill="#2b2f37"/><rect x="400" y="370" width="400" height="30" rx="15" fill="${colour}"/>` +
    [440, 520, 600, 680, 760]
      .map((x) => `<rect x="${x - 22}" y="450" width="44" height="60" rx="8" fill="#9aa1ab"/>`)
      .join('') +
    `<path d="M840 440c120 0 140 160 260 160" stroke="${colour}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  'm365-subscription': (colour) =>
    `<path d="M360 600a130 130 0 0 1 20-258 190 190 0 0 1 360-40 150 150 0 0 1 100 298z" fill="${colour}"/>` +
    [
      [480, 380],
      [570, 380],
      [480, 470],
      [570, 470],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="78" height="78" rx="10" fill="#fff" opacity="0.9"/>`)
      .join(''),
  'open-licence': (colour) =>
    '<path d="M390 160h320l110 110v470H390z" fill="#fff" stroke="#c9ced6" stroke-width="10"/><path d="M710 160v110h110" fill="#e9ecf1"/>' +
    [340, 390, 440, 490]
      .map((y) => `<rect x="450" y="${y}" width="300" height="18" rx="9" fill="#c9ced6"/>`)
      .join('') +
    `<circle cx="700" cy="630" r="70" fill="${colour}"/><circle cx="700" cy="630" r="42" fill="#fff" opacity="0.35"/>`,
  'perpetual-licence': (colour) =>
    `<path d="M600 180l300 140v300L600 760 300 620V320z" fill="${colour}"/><path d="M600 180l300 140-300 140-300-140z" fill="#fff" opacity="0.35"/>` +
    '<path d="M600 460v300" stroke="#fff" stroke-width="8" opacity="0.5"/>',
  'device-as-a-service': (colour) =>
    `${laptop(colour)}<path d="M1010 300a120 120 0 1 1-60-100" stroke="${colour}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<path d="M935 170l40 40-55 20z" fill="${colour}"/>`,
  'it-service': (colour) =>
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="565" y="220" width="70" height="120" rx="14" fill="${colour}" transform="rotate(${i * 45} 600 450)"/>`,
    ).join('') +
    `<circle cx="600" cy="450" r="190" fill="${colour}"/><circle cx="600" cy="450" r="80" fill="#f4f6f9"/>`,
};

/** The SVG of a look: its shape in the producer's colour on a tint of it, a band of the colour below. */
export const pictureSvg = (look: Look): string => {
  const hue = Math.round(hueOf(look.producer));
  const colour = `hsl(${hue} 62% 42%)`;
  const shape = shapes[look.kind === 'hardware' ? (look.hardwareType ?? 'accessory') : look.kind] ?? laptop;
  const { width, height } = pictureSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="hsl(${hue} 40% 75%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 45% 95%)"/>${shape(colour)}` +
    `<rect y="${height - 60}" width="${width}" height="60" fill="${colour}"/></svg>`
  );
};

export const pictureHash = (svg: string): string =>
  createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** The product's one demo image: its look's picture, described by the product's name in each language. */
export const demoImagesOf = (product: Look & Pick<Product, 'texts'>): ProductImage[] => [
  {
    hash: pictureHash(pictureSvg(product)),
    ...pictureSize,
    alt: Object.fromEntries(
      Object.entries(product.texts).map(([language, texts]) => [language, texts.name]),
    ) as ProductImage['alt'],
  },
];

/** Every distinct look's SVG among `products`, by hash. */
export const picturesOf = (products: readonly Product[]): Map<string, string> =>
  new Map(
    products.map((product) => {
      const svg = pictureSvg({
        kind: product.kind,
        producer: product.producer,
        ...(product.kind === 'hardware' ? { hardwareType: product.hardwareType } : {}),
      });
      return [pictureHash(svg), svg];
    }),
  );
