import { describe, expect, it } from 'vitest';
import { markets } from './locale';
import { domainDefaults, domainKeys, domainMap, resolveMarket } from './markets';

const polish = { market: undefined, language: 'pl', currency: 'PLN' };
const lizengo = { market: 'de_lizengo', language: 'de', currency: 'EUR' };

describe('domain map', () => {
  it('has one distinct host for each of pl, en, fr, de and every market variant', () => {
    expect([...domainKeys].sort()).toEqual(['de', 'de_lizengo', 'en', 'fr', 'pl', 'pl_cxp', 'pl_pc']);
    for (const market of Object.keys(markets)) expect(domainKeys).toContain(market);
    const hosts = domainKeys.map((key) => domainMap[key]);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('gives market variants their base language and default currency from locale.ts', () => {
    for (const [market, { language, currency }] of Object.entries(markets)) {
      expect(domainDefaults(market as keyof typeof markets)).toEqual({ market, language, currency });
    }
    expect(domainDefaults('fr')).toEqual({ market: undefined, language: 'fr', currency: 'EUR' });
  });
});

describe('resolveMarket', () => {
  it('falls back to Polish and PLN', () => {
    expect(resolveMarket()).toEqual(polish);
    expect(resolveMarket({ host: 'localhost:3000' })).toEqual(polish);
    expect(resolveMarket({ host: '127.0.0.1:3000', query: '' })).toEqual(polish);
    expect(resolveMarket({ host: 'unknown.example.org' })).toEqual(polish);
  });

  it('picks the market by production host name', () => {
    expect(resolveMarket({ host: 'lizengo.example.de' })).toEqual(lizengo);
    expect(resolveMarket({ host: 'SHOP.example.com:443' })).toEqual({
      market: undefined,
      language: 'en',
      currency: 'EUR',
    });
    expect(resolveMarket({ host: 'pc.example.pl.' })).toEqual({
      market: 'pl_pc',
      language: 'pl',
      currency: 'PLN',
    });
  });

  it('picks the market by local host name', () => {
    expect(resolveMarket({ host: 'de_lizengo.localhost:3000' })).toEqual(lizengo);
    expect(resolveMarket({ host: 'pl-cxp.localhost' })).toEqual({
      market: 'pl_cxp',
      language: 'pl',
      currency: 'PLN',
    });
    expect(resolveMarket({ host: 'fr.localhost:5173' })).toEqual({
      market: undefined,
      language: 'fr',
      currency: 'EUR',
    });
    expect(resolveMarket({ host: 'xx.localhost' })).toEqual(polish);
  });

  it('prefers the market query parameter to the host name, in every query form', () => {
    expect(resolveMarket({ host: 'localhost', query: '?market=de_lizengo' })).toEqual(lizengo);
    expect(
      resolveMarket({ host: 'cxp.example.pl', query: new URLSearchParams('market=de_lizengo') }),
    ).toEqual(lizengo);
    expect(resolveMarket({ host: 'localhost', query: { market: 'de_lizengo' } })).toEqual(lizengo);
    expect(resolveMarket({ host: 'localhost', query: { market: ['de_lizengo', 'pl_pc'] } })).toEqual(lizengo);
    expect(resolveMarket({ query: { market: 'en' } })).toEqual({
      market: undefined,
      language: 'en',
      currency: 'EUR',
    });
  });

  it('ignores an unknown market value', () => {
    expect(resolveMarket({ host: 'lizengo.example.de', query: '?market=de_other' })).toEqual(lizengo);
    expect(resolveMarket({ host: 'localhost', query: { market: 'xx' } })).toEqual(polish);
    expect(resolveMarket({ host: 'localhost', query: '?market=' })).toEqual(polish);
    expect(resolveMarket({ host: 'localhost', query: { market: 'toString' } })).toEqual(polish);
  });
});
