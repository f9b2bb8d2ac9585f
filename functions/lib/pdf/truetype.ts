// A TrueType font as a PDF embeds it: read once (the tables a document needs: head, hhea, maxp, hmtx,
// cmap, loca, glyf and OS/2 of the OpenType spec), each character mapped to its glyph and advance, and
// written again holding only the outlines a document used (glyph ids unchanged, so the PDF maps them
// one to one; the others left empty), with the hinting tables kept.

export interface TrueTypeFont {
  /** Font units per em: every metric below is in them. */
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  capHeight: number;
  bbox: [number, number, number, number];
  postScriptName: string;
  /** The glyph of a character (its code point), 0 (`.notdef`) when the font has none. */
  glyphOf: (codePoint: number) => number;
  advanceOf: (glyph: number) => number;
  /** The font file with the outlines of `glyphs` alone (and of the glyphs they are built of). */
  subset: (glyphs: Iterable<number>) => Buffer;
}

const tablesOf = (file: Buffer) => {
  const tables = new Map<string, Buffer>();
  const count = file.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const offset = file.readUInt32BE(record + 8);
    tables.set(
      file.toString('latin1', record, record + 4),
      file.subarray(offset, offset + file.readUInt32BE(record + 12)),
    );
  }
  return tables;
};

/** The Unicode BMP map (platform 3, encoding 1, format 4) as a lookup. */
const characterMap = (cmap: Buffer): ((codePoint: number) => number) => {
  const count = cmap.readUInt16BE(2);
  let table: Buffer | undefined;
  for (let i = 0; i < count; i++) {
    const record = 4 + 8 * i;
    if (cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1)
      table = cmap.subarray(cmap.readUInt32BE(record + 4));
  }
  if (table?.readUInt16BE(0) !== 4) throw new Error('The font has no Unicode BMP character map');
  const segments = table.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (codePoint > table.readUInt16BE(ends + 2 * s)) continue;
      const start = table.readUInt16BE(starts + 2 * s);
      if (codePoint < start) return 0;
      const delta = table.readUInt16BE(deltas + 2 * s);
      const rangeOffset = table.readUInt16BE(rangeOffsets + 2 * s);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = table.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (codePoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
};

/** `lookUp` answering each code point from memory after its first time (a document measures its text often). */
const remembered = (lookUp: (codePoint: number) => number) => {
  const known = new Map<number, number>();
  return (codePoint: number) => {
    let glyph = known.get(codePoint);
    if (glyph === undefined) {
      glyph = lookUp(codePoint);
      known.set(codePoint, glyph);
    }
    return glyph;
  };
};

/** The glyphs a composite glyph is built of (its components' ids), none for a simple one. */
const componentsOf = (glyph: Buffer): number[] => {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const components: number[] = [];
  let at = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(at);
    components.push(glyph.readUInt16BE(at + 2));
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return components;
  }
};

const checksum = (table: Buffer) => {
  let sum = 0;
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
};

/** A font file of `tables`, each padded to four bytes, with its directory and checksums. */
const fontFile = (tables: Map<string, Buffer>): Buffer => {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + 16 * tags.length);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tags.forEach((tag, i) => {
    const table = tables.get(tag) as Buffer;
    const record = 12 + 16 * i;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(table), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
};

/** The font's PostScript name (name id 6), as the PDF names the font. */
const postScriptNameOf = (name: Buffer | undefined): string => {
  if (!name) return 'Embedded';
  const count = name.readUInt16BE(2);
  const strings = name.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 6 + 12 * i;
    if (name.readUInt16BE(record + 6) !== 6) continue;
    const start = strings + name.readUInt16BE(record + 10);
    const bytes = name.subarray(start, start + name.readUInt16BE(record + 8));
    return name.readUInt16BE(record) === 3 ? bytes.swap16().toString('utf16le') : bytes.toString('latin1');
  }
  return 'Embedded';
};

export const readTrueType = (file: Buffer): TrueTypeFont => {
  const tables = tablesOf(file);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`The font has no ${tag} table`);
    return found;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const loca = table('loca');
  const glyf = table('glyf');
  const os2 = tables.get('OS/2');
  const glyphCount = table('maxp').readUInt16BE(4);
  const metrics = hhea.readUInt16BE(34);
  const longOffsets = head.readInt16BE(50) === 1;
  const offsetOf = (glyph: number) =>
    longOffsets ? loca.readUInt32BE(4 * glyph) : 2 * loca.readUInt16BE(2 * glyph);
  const outlineOf = (glyph: number) => glyf.subarray(offsetOf(glyph), offsetOf(glyph + 1));
  const ascender = hhea.readInt16BE(4);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender,
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    capHeight: os2 && os2.readUInt16BE(0) >= 2 ? os2.readInt16BE(88) : ascender,
    bbox: [head.readInt16BE(36), head.readInt16BE(38), head.readInt16BE(40), head.readInt16BE(42)],
    postScriptName: postScriptNameOf(tables.get('name')),
    glyphOf: remembered(characterMap(table('cmap'))),
    advanceOf: (glyph) => hmtx.readUInt16BE(4 * Math.min(glyph, metrics - 1)),
    subset: (glyphs) => {
      const kept = new Set([0]);
      const pending = [...glyphs];
      for (let glyph = pending.pop(); glyph !== undefined; glyph = pending.pop()) {
        if (kept.has(glyph) || glyph >= glyphCount) continue;
        kept.add(glyph);
        pending.push(...componentsOf(outlineOf(glyph)));
      }
      const outlines: Buffer[] = [];
      const offsets = Buffer.alloc(4 * (glyphCount + 1));
      let at = 0;
      for (let glyph = 0; glyph < glyphCount; glyph++) {
        offsets.writeUInt32BE(at, 4 * glyph);
        if (!kept.has(glyph)) continue;
        const outline = outlineOf(glyph);
        const padded = Buffer.concat([outline, Buffer.alloc(outline.length % 2)]);
        outlines.push(padded);
        at += padded.length;
      }
      offsets.writeUInt32BE(at, 4 * glyphCount);
      // The metrics of the glyphs left out are zeroed too, so the table deflates to little.
      const subsetMetrics = Buffer.alloc(hmtx.length);
      for (const glyph of kept) {
        const at = glyph < metrics ? 4 * glyph : 4 * metrics + 2 * (glyph - metrics);
        hmtx.copy(subsetMetrics, at, at, at + (glyph < metrics ? 4 : 2));
      }
      const subsetHead = Buffer.from(head);
      subsetHead.writeUInt32BE(0, 8); // checkSumAdjustment: PDF readers do not check it
      subsetHead.writeInt16BE(1, 50); // long offsets in loca
      // The glyphs' names (post format 2) are not needed: format 3 keeps the header alone.
      const post = Buffer.from(table('post').subarray(0, 32));
      post.writeUInt32BE(0x00030000, 0);
      const copied = ['hhea', 'maxp', 'cvt ', 'fpgm', 'prep', 'OS/2'].flatMap((tag) => {
        const found = tables.get(tag);
        return found ? [[tag, found] as const] : [];
      });
      return fontFile(
        new Map<string, Buffer>([
          ...copied,
          ['head', subsetHead],
          ['hmtx', subsetMetrics],
          ['post', post],
          ['loca', offsets],
          ['glyf', Buffer.concat(outlines)],
        ]),
      );
    },
  };
};
