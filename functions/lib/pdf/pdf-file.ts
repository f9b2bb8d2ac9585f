import { deflateSync } from 'node:zlib';

// A PDF file (ISO 32000-1, section 7) from its objects: each numbered from 1 in the order given, the
// cross-reference table of their byte offsets, and the trailer naming the catalogue and the document's
// information. Streams are deflated (FlateDecode).

/** A stream object: its dictionary's other entries and its bytes, deflated when written. */
export interface PdfStream {
  dictionary: string;
  data: Buffer;
}

/** An object: a dictionary, array or other value written as is, or a stream. */
export type PdfObject = string | PdfStream;

/** A reference to object `number` (1-based). */
export const ref = (number: number): string => `${number} 0 R`;

/** A text string: UTF-16BE with its byte order mark, in hex, so any language's letters survive. */
export const textString = (text: string): string =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/** A date as PDF writes one (section 7.9.4), in UTC. */
export const pdfDate = (date: Date): string =>
  `(D:${date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, '')}Z)`;

const body = (object: PdfObject): Buffer => {
  if (typeof object === 'string') return Buffer.from(object, 'latin1');
  const data = deflateSync(object.data);
  return Buffer.concat([
    Buffer.from(`<< ${object.dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** The file of `objects`; `catalog` and `info` are their numbers. */
export const pdfFile = (
  objects: PdfObject[],
  { catalog, info }: { catalog: number; info: number },
): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((object, index) => {
    const at = length;
    const written = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body(object),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(written);
    length += written.length;
    return at;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${ref(catalog)} /Info ${ref(info)} >>`,
    'startxref',
    String(length),
    '%%EOF',
  ];
  parts.push(Buffer.from(`${xref.join('\n')}\n`, 'latin1'));
  return Buffer.concat(parts);
};
