// CSV as RFC 4180 says: fields separated by commas, records ended by CRLF, a field holding a comma,
// a quote or a line break quoted with its quotes doubled. The file starts with a UTF-8 byte order mark
// so spreadsheets read its Polish letters. A text starting like a formula (`=`, `+`, `-`, `@`, a tab or
// a carriage return: a customer's name, say) gets a leading apostrophe, so no spreadsheet runs it;
// numbers, negative ones too, are left as they are.

export const csvBom = '\uFEFF';

const needsQuotes = /[",\r\n]/;
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+([.,]\d+)?$/;

export const csvField = (value: string): string => {
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** One record, its line ending included. */
export const csvRecord = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;
