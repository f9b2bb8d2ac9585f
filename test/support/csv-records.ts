/** RFC 4180 records of an export's CSV file (its BOM dropped, CRLF line ends): the tests' reader. */
export const csvRecords = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map(([, field]) => (field ?? '').replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
