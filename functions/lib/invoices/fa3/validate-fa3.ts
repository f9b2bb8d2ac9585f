import { readFileSync } from 'node:fs';
import { type XmlValidation, xsdValidator } from './xsd-validator';

// FA(3) validation offline: the official schema (schemas/, copied from the Ministry of Finance's KSeF
// documentation with its MIT licence). The main schema imports its base types by an absolute
// crd.gov.pl URL; that URL and the files it includes are served from the local copies.

const schemas = new URL('./schemas/', import.meta.url);
const crdBase = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
const baseSchemas = [
  'StrukturyDanych_v10-0E.xsd',
  'ElementarneTypyDanych_v10-0E.xsd',
  'KodyKrajow_v10-0E.xsd',
];

export type Fa3Validation = XmlValidation;

/** Whether the XML is a well-formed FA(3) invoice valid against the official schema. */
export const validateFa3 = xsdValidator(new URL('schemat_FA(3)_v1-0E.xsd', schemas), () =>
  Object.fromEntries(
    baseSchemas.map((file) => [`${crdBase}${file}`, readFileSync(new URL(`bazowe/${file}`, schemas))]),
  ),
);
