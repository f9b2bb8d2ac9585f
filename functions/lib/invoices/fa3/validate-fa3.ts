import { readFileSync } from 'node:fs';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

// FA(3) validation offline: the official schema (schemas/, copied from the
// Ministry of Finance's KSeF documentation with its MIT licence) compiled once per container with
// libxml2 (WebAssembly). The main schema imports its base types by an absolute crd.gov.pl URL; that
// URL and the files it includes are served from the local copies (an in-memory input provider), so
// nothing is ever fetched.

const schemas = new URL('./schemas/', import.meta.url);
const crdBase = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
const baseSchemas = [
  'StrukturyDanych_v10-0E.xsd',
  'ElementarneTypyDanych_v10-0E.xsd',
  'KodyKrajow_v10-0E.xsd',
];

const compile = (): XsdValidator => {
  xmlRegisterInputProvider(
    new XmlBufferInputProvider(
      Object.fromEntries(
        baseSchemas.map((file) => [`${crdBase}${file}`, readFileSync(new URL(`bazowe/${file}`, schemas))]),
      ),
    ),
  );
  const main = XmlDocument.fromBuffer(readFileSync(new URL('schemat_FA(3)_v1-0E.xsd', schemas)), {
    url: new URL('schemat_FA(3)_v1-0E.xsd', schemas).href,
  });
  try {
    return XsdValidator.fromDoc(main);
  } finally {
    main.dispose();
  }
};

let validator: XsdValidator | undefined;

/** Each error as `line N: message`, the way libxml2 reports the first problems it finds. */
const readable = (error: XmlParseError | XmlValidateError): string[] =>
  error.details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);

export type Fa3Validation = { ok: true } | { ok: false; errors: string[] };

/** Whether the XML is a well-formed FA(3) invoice valid against the official schema. */
export const validateFa3 = (xml: string): Fa3Validation => {
  validator ??= compile();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof XmlParseError) return { ok: false, errors: readable(error) };
    throw error;
  }
  try {
    validator.validate(doc);
    return { ok: true };
  } catch (error) {
    if (error instanceof XmlValidateError) return { ok: false, errors: readable(error) };
    throw error;
  } finally {
    doc.dispose();
  }
};
