import { describe, expect, it } from 'vitest';
import { parseRegisterAddress } from './register-address';

// The register's one-line addresses split into street, building, flat, zip and city.

describe('parseRegisterAddress', () => {
  it.each([
    [
      'a street with its word UL. dropped',
      'UL. PROSTA 20, 00-850 WARSZAWA',
      {
        companyStreet: 'PROSTA',
        companyBuildingNumber: '20',
        companyZipCode: '00-850',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a flat after a slash',
      'ŚWIĘTOKRZYSKA 12/4, 00-916 WARSZAWA',
      {
        companyStreet: 'ŚWIĘTOKRZYSKA',
        companyBuildingNumber: '12',
        companyFlatNumber: '4',
        companyZipCode: '00-916',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a flat after LOK., an avenue keeping its AL.',
      'AL. JEROZOLIMSKIE 100 LOK. 12, 00-807 WARSZAWA',
      {
        companyStreet: 'AL. JEROZOLIMSKIE',
        companyBuildingNumber: '100',
        companyFlatNumber: '12',
        companyZipCode: '00-807',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a flat after M., a building with a letter',
      'UL. DŁUGA 5A M. 3, 30-001 KRAKÓW',
      {
        companyStreet: 'DŁUGA',
        companyBuildingNumber: '5A',
        companyFlatNumber: '3',
        companyZipCode: '30-001',
        companyCity: 'KRAKÓW',
      },
    ],
    [
      'a building written with a slash, its flat after LOK.',
      'UL. MARSZAŁKOWSKA 84/92 LOK. 108, 00-514 WARSZAWA',
      {
        companyStreet: 'MARSZAŁKOWSKA',
        companyBuildingNumber: '84/92',
        companyFlatNumber: '108',
        companyZipCode: '00-514',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a street named with a number',
      'UL. 11 LISTOPADA 5/12, 15-950 BIAŁYSTOK',
      {
        companyStreet: '11 LISTOPADA',
        companyBuildingNumber: '5',
        companyFlatNumber: '12',
        companyZipCode: '15-950',
        companyCity: 'BIAŁYSTOK',
      },
    ],
    [
      'a building of two numbers',
      'PL. BANKOWY 12-14, 00-095 WARSZAWA',
      {
        companyStreet: 'PL. BANKOWY',
        companyBuildingNumber: '12-14',
        companyZipCode: '00-095',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a village without streets: the village where the street goes, the post town as city',
      'ZALESIE 15, 05-500 PIASECZNO',
      {
        companyStreet: 'ZALESIE',
        companyBuildingNumber: '15',
        companyZipCode: '05-500',
        companyCity: 'PIASECZNO',
      },
    ],
    [
      'a village of the post town itself, a city of two words',
      'STARA WIEŚ 7, 05-505 STARA WIEŚ',
      {
        companyStreet: 'STARA WIEŚ',
        companyBuildingNumber: '7',
        companyZipCode: '05-505',
        companyCity: 'STARA WIEŚ',
      },
    ],
    [
      'only a number before the zip code: the city stands for the street',
      '12, 76-251 KOBYLNICA',
      {
        companyStreet: 'KOBYLNICA',
        companyBuildingNumber: '12',
        companyZipCode: '76-251',
        companyCity: 'KOBYLNICA',
      },
    ],
    [
      "the OpenAPI example's form: ul/, no comma, mixed case",
      'ul/ Prosta 49 00-838 Warszawa',
      {
        companyStreet: 'Prosta',
        companyBuildingNumber: '49',
        companyZipCode: '00-838',
        companyCity: 'Warszawa',
      },
    ],
    [
      'extra spaces',
      '  UL.  PROSTA   20 ,  00-850   WARSZAWA ',
      {
        companyStreet: 'PROSTA',
        companyBuildingNumber: '20',
        companyZipCode: '00-850',
        companyCity: 'WARSZAWA',
      },
    ],
    [
      'a city with a district after a dash',
      'UL. OBOZOWA 82A/15, 01-434 WARSZAWA-WOLA',
      {
        companyStreet: 'OBOZOWA',
        companyBuildingNumber: '82A',
        companyFlatNumber: '15',
        companyZipCode: '01-434',
        companyCity: 'WARSZAWA-WOLA',
      },
    ],
  ])('splits %s', (_, line, fields) => {
    expect(parseRegisterAddress(line)).toEqual(fields);
  });

  it.each([
    ['no zip code', 'UL. PROSTA 20 WARSZAWA'],
    ['no building number', 'PLAC DEFILAD, 00-901 WARSZAWA'],
    ['nothing after the zip code', 'UL. PROSTA 20, 00-850'],
    ['an empty line', ''],
  ])('answers undefined for %s (the customer types the address)', (_, line) => {
    expect(parseRegisterAddress(line)).toBeUndefined();
  });
});
