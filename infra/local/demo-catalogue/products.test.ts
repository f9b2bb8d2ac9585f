import { describe, expect, it } from 'vitest';
import type { Attribute } from '#shared/catalogue/attributes';
import { type Product, productSchema } from '#shared/catalogue/product';
import { languages } from '#shared/locale';
import { productPricesSchema } from '#shared/pricing/price-list';
import { demoCategories, leafCategoryIds } from './categories';
import { demoProducts } from './products';

const kindOf = (product: Product) =>
  product.kind === 'hardware' ? `hardware/${product.hardwareType}` : product.kind;

describe('demo products', () => {
  it('number at least 300', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(300);
  });

  it('all pass the product and price schemas', () => {
    const invalid = demoProducts.filter(
      (product) =>
        !productSchema.safeParse(product).success || !productPricesSchema.safeParse(product.prices).success,
    );
    expect(invalid.map(({ id }) => id)).toEqual([]);
  });

  it('cover every product kind and hardware type', () => {
    expect(new Set(demoProducts.map(kindOf))).toEqual(
      new Set([
        'm365-subscription',
        'open-licence',
        'perpetual-licence',
        'hardware/laptop',
        'hardware/pc',
        'hardware/accessory',
        'device-as-a-service',
        'it-service',
      ]),
    );
  });

  it('cover every leaf category and only leaves', () => {
    const used = new Set(demoProducts.map(({ categoryId }) => categoryId));
    expect(used).toEqual(new Set(leafCategoryIds));
    expect(demoCategories.length).toBeGreaterThan(leafCategoryIds.length);
  });

  it('have unique ids and producer codes', () => {
    expect(new Set(demoProducts.map(({ id }) => id)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map(({ producerCode }) => producerCode)).size).toBe(demoProducts.length);
  });

  it('have a name, a description and a slug in every language, slugs unique per language', () => {
    for (const language of languages) {
      const lacking = demoProducts.filter(({ texts }) => {
        const text = texts[language];
        return !text || text.name.length === 0 || text.description.length <= 20 || !text.slug;
      });
      expect(
        lacking.map(({ id }) => id),
        language,
      ).toEqual([]);
      expect(new Set(demoProducts.map(({ texts }) => texts[language]?.slug)).size, language).toBe(
        demoProducts.length,
      );
    }
  });

  it('describe each product in each language in its own words', () => {
    const alike = demoProducts.filter(
      ({ texts }) =>
        new Set(languages.map((language) => texts[language]?.description)).size < languages.length,
    );
    expect(alike.map(({ id }) => id)).toEqual([]);
  });

  it('name each plan with its billing period in every language', () => {
    const plans = demoProducts.filter((product) => product.kind === 'm365-subscription');
    const alike = plans.filter(
      ({ texts }) => new Set(languages.map((language) => texts[language]?.name)).size < languages.length,
    );
    expect(alike.map(({ id }) => id)).toEqual([]);
    const premium = demoProducts.find(({ id }) => id === 'm365-business-premium-monthly');
    expect(premium?.texts.de?.name).toBe('Microsoft 365 Business Premium (monatlich)');
    const faculty = demoProducts.find(({ id }) => id === 'm365-a3-faculty-annual');
    expect(faculty?.texts.fr?.name).toBe('Microsoft 365 A3 pour les enseignants (annuelle)');
  });

  it('translate the descriptive words of a name, keeping the brand and model', () => {
    const named = (id: string) => demoProducts.find((product) => product.id === id)?.texts;
    expect(named('lanberg-hdmi-2-1-2m')?.de?.name).toBe('Lanberg HDMI-2.1-8K-Kabel, 2 m');
    expect(named('server-management-windows')?.pl.name).toBe('Zarządzanie serwerem Windows');
    expect(named('daas-thinkpad-t14-24m')?.ru?.name).toBe(
      'Lenovo ThinkPad T14 Gen 5 как услуга на 24 месяца',
    );
    expect(named('surface-laptop-7-13-16gb-512gb-1a')?.en?.name).toContain('Surface Laptop 7 13.8"');
    expect(named('dell-p2425h')?.tr?.name).toBe('Dell 24 Monitor P2425H');
  });

  it('relate only to existing products', () => {
    const ids = new Set(demoProducts.map(({ id }) => id));
    const dangling = demoProducts.flatMap((product) =>
      Object.values(product.relations)
        .flat()
        .filter((id) => !ids.has(id))
        .map((id) => `${product.id} → ${id}`),
    );
    expect(dangling).toEqual([]);
  });

  it('give laptops accessories and subscription tiers other versions', () => {
    const laptops = demoProducts.filter(
      (product) => product.kind === 'hardware' && product.hardwareType === 'laptop',
    );
    expect(laptops.every(({ relations }) => relations.accessories.length > 0)).toBe(true);
    const premium = demoProducts.find(({ id }) => id === 'm365-business-premium-annual');
    expect(premium?.relations.otherVersions).toContain('m365-business-premium-monthly');
    expect(premium?.relations.otherVersions).toContain('m365-business-basic-annual');
  });

  it('sell every subscription plan monthly and annually', () => {
    const subscriptions = demoProducts.filter((product) => product.kind === 'm365-subscription');
    const plans = (billing: string) =>
      new Set(
        subscriptions
          .filter((product) => product.billing === billing)
          .map(({ id }) => id.replace(/-\w+$/, '')),
      );
    expect(plans('monthly')).toEqual(plans('annual'));
  });

  it('keep the home page offer prices', () => {
    const price = (id: string) => demoProducts.find((product) => product.id === id)?.prices.PLN.price;
    expect(price('daas-standard-thinkpad-e14-36m')).toBe(9475);
    expect(price('azure-backup-100gb')).toBe(14_900);
    expect(price('server-management-windows')).toBe(50_000);
  });

  it('give an attribute key one type and unit everywhere', () => {
    const shapes = new Map<string, Set<string>>();
    const shapeOf = (attribute: Attribute) =>
      attribute.type === 'number' ? `number ${attribute.unit ?? ''}` : attribute.type;
    for (const attribute of demoProducts.flatMap(({ attributes }) => attributes)) {
      shapes.set(attribute.key, (shapes.get(attribute.key) ?? new Set()).add(shapeOf(attribute)));
    }
    expect([...shapes].filter(([, set]) => set.size > 1)).toEqual([]);
    const emptyTexts = demoProducts.filter(({ attributes }) =>
      attributes.some((attribute) => attribute.type === 'text' && attribute.value === ''),
    );
    expect(emptyTexts.map(({ id }) => id)).toEqual([]);
  });

  it('spread availability states and restriction notes', () => {
    expect(new Set(demoProducts.map(({ availability }) => availability.state)).size).toBe(11);
    expect(new Set(demoProducts.flatMap(({ restrictions }) => restrictions))).toEqual(
      new Set(['academic', 'charity', 'government']),
    );
  });
});
