import { readFileSync } from 'node:fs';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

// XML Schema validation offline with libxml2 (WebAssembly): a schema compiled once, the documents it
// imports by absolute URL served from local copies (an in-memory input provider), so nothing is ever
// fetched.

export type XmlValidation = { ok: true } | { ok: false; errors: string[] };

/** Each error as `line N: message`, the way libxml2 reports the first problems it finds. */
const readable = (error: XmlParseError | XmlValidateError): string[] =>
  error.details.map((detail) => `line ${detail.line}: ${detail.message.trim()}`);

const compile = (schema: URL, imports: Record<string, Buffer>): XsdValidator => {
  if (Object.keys(imports).length > 0) xmlRegisterInputProvider(new XmlBufferInputProvider(imports));
  const main = XmlDocument.fromBuffer(readFileSync(schema), { url: schema.href });
  try {
    return XsdValidator.fromDoc(main);
  } finally {
    main.dispose();
  }
};

/**
 * A validator of documents against the schema at `schema` (a file URL), compiled on first use;
 * `imports` maps the absolute URLs it imports to their local contents.
 */
export const xsdValidator = (schema: URL, imports: () => Record<string, Buffer> = () => ({})) => {
  let validator: XsdValidator | undefined;
  return (xml: string): XmlValidation => {
    validator ??= compile(schema, imports());
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
};
