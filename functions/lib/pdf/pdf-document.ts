import { type PdfObject, pdfDate, pdfFile, ref, textString } from './pdf-file';
import type { TrueTypeFont } from './truetype';

// A document drawn page by page from the top left, y downwards, in points, as the invoice draws it:
// text in embedded TrueType fonts (each a Type 0 font of its used glyphs, Identity-H, with a ToUnicode
// map so a reader can copy and search it), wrapped at words to a width, flowing from a cursor onto a
// new page when a line would cross the bottom margin, or placed at a point; rectangles stroked or
// filled; a link over a text.

export interface TextOptions {
  /** The width to wrap at; the rest of the line to the right margin when not given. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** A URI the text links to. */
  link?: string;
}

export interface DocumentOptions {
  /** The fonts by the names `font()` takes; the first is the one a document starts in. */
  fonts: Record<string, TrueTypeFont>;
  /** Each margin, in points. */
  margin: number;
  /** The document's language (BCP 47), for screen readers. */
  language: string;
  info: { title: string; author: string; created: Date };
}

/** A4 in points. */
const a4 = { width: 595.28, height: 841.89 };

const number = (value: number) => String(Math.round(value * 1000) / 1000);

interface Page {
  content: string[];
  links: { rect: [number, number, number, number]; uri: string }[];
}

export class PdfDocument {
  readonly page: {
    width: number;
    height: number;
    margins: Record<'top' | 'bottom' | 'left' | 'right', number>;
  };
  x: number;
  y: number;
  private readonly pages: Page[] = [];
  private readonly used = new Map<string, Map<number, string>>();
  private fontName: string;
  private size = 12;

  constructor(private readonly options: DocumentOptions) {
    const { margin } = options;
    this.page = { ...a4, margins: { top: margin, bottom: margin, left: margin, right: margin } };
    this.x = margin;
    this.y = margin;
    this.fontName = Object.keys(options.fonts)[0] ?? '';
    this.addPage();
  }

  private get current(): Page {
    return this.pages[this.pages.length - 1] as Page;
  }

  private get typeface(): TrueTypeFont {
    const font = this.options.fonts[this.fontName];
    if (!font) throw new Error(`No font ${this.fontName}`);
    return font;
  }

  addPage(): this {
    this.pages.push({ content: [], links: [] });
    this.x = this.page.margins.left;
    this.y = this.page.margins.top;
    return this;
  }

  font(name: string): this {
    if (!this.options.fonts[name]) throw new Error(`No font ${name}`);
    this.fontName = name;
    return this;
  }

  fontSize(size: number): this {
    this.size = size;
    return this;
  }

  /** A line's height in the current font and size: ascender to descender and the line gap. */
  get lineHeight(): number {
    const { ascender, descender, lineGap, unitsPerEm } = this.typeface;
    return ((ascender - descender + lineGap) / unitsPerEm) * this.size;
  }

  widthOf(text: string): number {
    const font = this.typeface;
    let units = 0;
    for (const character of text) units += font.advanceOf(font.glyphOf(character.codePointAt(0) ?? 0));
    return (units / font.unitsPerEm) * this.size;
  }

  /** `text`'s lines wrapped at words to `width` (a word wider than it broken where it must). */
  private linesOf(text: string, width: number): string[] {
    return text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (this.widthOf(candidate) <= width) {
          line = candidate;
          continue;
        }
        // The word starts a line of its own, broken where it is wider than the line.
        if (line !== '') lines.push(line);
        line = '';
        for (const character of word) {
          if (line !== '' && this.widthOf(line + character) > width) {
            lines.push(line);
            line = '';
          }
          line += character;
        }
      }
      lines.push(line);
      return lines;
    });
  }

  private widthFrom(x: number, options: TextOptions) {
    return options.width ?? this.page.width - x - this.page.margins.right;
  }

  heightOfString(text: string, options: TextOptions = {}): number {
    return this.linesOf(text, this.widthFrom(this.x, options)).length * this.lineHeight;
  }

  /** The line's glyphs as the content stream's hex string, each kept for the font's subset and map. */
  private glyphsOf(line: string): string {
    const font = this.typeface;
    const used = this.used.get(this.fontName) ?? new Map<number, string>();
    this.used.set(this.fontName, used);
    let hex = '';
    for (const character of line) {
      const glyph = font.glyphOf(character.codePointAt(0) ?? 0);
      if (!used.has(glyph)) used.set(glyph, character);
      hex += glyph.toString(16).padStart(4, '0');
    }
    return hex;
  }

  /**
   * Writes `text` from (x, y) when given, else from the cursor: wrapped to the width, each line aligned
   * in it. Flowing from the cursor, a line that would cross the bottom margin goes to a new page; text
   * placed at a point stays there (a table cell, a caption: their drawer keeps them on the page).
   * Leaves the cursor under it.
   */
  text(text: string, at?: number | TextOptions, y?: number, given: TextOptions = {}): this {
    const x = typeof at === 'number' ? at : undefined;
    const options = typeof at === 'object' ? at : given;
    const flowing = y === undefined;
    if (x !== undefined) this.x = x;
    if (y !== undefined) this.y = y;
    if (text === '') return this;
    const width = this.widthFrom(this.x, options);
    const font = this.typeface;
    const fontIndex = Object.keys(this.options.fonts).indexOf(this.fontName);
    for (const line of this.linesOf(text, width)) {
      if (flowing && this.y + this.lineHeight > this.page.height - this.page.margins.bottom) this.addPage();
      const free = width - this.widthOf(line);
      const left = this.x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
      const baseline = this.page.height - this.y - (font.ascender / font.unitsPerEm) * this.size;
      this.current.content.push(
        `BT /F${fontIndex} ${number(this.size)} Tf ${number(left)} ${number(baseline)} Td <${this.glyphsOf(line)}> Tj ET`,
      );
      if (options.link)
        this.current.links.push({
          rect: [
            left,
            this.page.height - this.y - this.lineHeight,
            left + width - free,
            this.page.height - this.y,
          ],
          uri: options.link,
        });
      this.y += this.lineHeight;
    }
    return this;
  }

  moveDown(lines = 1): this {
    this.y += lines * this.lineHeight;
    return this;
  }

  lineWidth(width: number): this {
    this.current.content.push(`${number(width)} w`);
    return this;
  }

  /** Adds a rectangle to the path that the next `stroke` or `fill` paints. */
  rect(x: number, y: number, width: number, height: number): this {
    this.current.content.push(
      `${number(x)} ${number(this.page.height - y - height)} ${number(width)} ${number(height)} re`,
    );
    return this;
  }

  stroke(): this {
    this.current.content.push('S');
    return this;
  }

  fill(): this {
    this.current.content.push('f');
    return this;
  }

  /** The file: the pages, each font embedded with only the glyphs drawn, the document's information. */
  end(): Buffer {
    const objects: PdfObject[] = [];
    const add = (object: PdfObject) => objects.push(object);
    const catalog = add('');
    const pagesNumber = add('');
    const fontRefs = Object.entries(this.options.fonts).map(([name, font], index) =>
      this.embed(add, font, this.used.get(name) ?? new Map(), index),
    );
    const resources = `<< /Font << ${fontRefs.map((font, i) => `/F${i} ${ref(font)}`).join(' ')} >> >>`;
    const kids = this.pages.map((page) => {
      const contents = add({ dictionary: '', data: Buffer.from(page.content.join('\n'), 'latin1') });
      const annotations = page.links.map(({ rect, uri }) =>
        add(
          `<< /Type /Annot /Subtype /Link /Rect [${rect.map(number).join(' ')}] /Border [0 0 0] /A << /S /URI /URI ${textString(uri)} >> >>`,
        ),
      );
      return add(
        `<< /Type /Page /Parent ${ref(pagesNumber)} /MediaBox [0 0 ${this.page.width} ${this.page.height}] /Resources ${resources} /Contents ${ref(contents)}${
          annotations.length > 0 ? ` /Annots [${annotations.map(ref).join(' ')}]` : ''
        } >>`,
      );
    });
    objects[catalog - 1] =
      `<< /Type /Catalog /Pages ${ref(pagesNumber)} /Lang ${textString(this.options.language)} >>`;
    objects[pagesNumber - 1] = `<< /Type /Pages /Kids [${kids.map(ref).join(' ')}] /Count ${kids.length} >>`;
    const { title, author, created } = this.options.info;
    const info = add(
      `<< /Title ${textString(title)} /Author ${textString(author)} /Producer (shop) /CreationDate ${pdfDate(created)} >>`,
    );
    return pdfFile(objects, { catalog, info });
  }

  /**
   * A Type 0 font of `font`'s glyphs `used` (each with the character it draws), named as a subset is
   * (six capitals, `+`, its PostScript name: section 9.6.4); answers its number.
   */
  private embed(
    add: (object: PdfObject) => number,
    font: TrueTypeFont,
    used: Map<number, string>,
    index: number,
  ): number {
    const scale = 1000 / font.unitsPerEm;
    const glyphs = [...used.keys()].sort((a, b) => a - b);
    const file = add({ dictionary: '', data: font.subset(glyphs) });
    const name = `/SHOPA${String.fromCharCode(65 + index)}+${font.postScriptName}`;
    const descriptor = add(
      `<< /Type /FontDescriptor /FontName ${name} /Flags 32 /FontBBox [${font.bbox.map((v) => Math.round(v * scale)).join(' ')}] /ItalicAngle 0 /Ascent ${Math.round(font.ascender * scale)} /Descent ${Math.round(font.descender * scale)} /CapHeight ${Math.round(font.capHeight * scale)} /StemV 80 /FontFile2 ${ref(file)} >>`,
    );
    const widths = glyphs.map((glyph) => `${glyph} [${Math.round(font.advanceOf(glyph) * scale)}]`).join(' ');
    const descendant = add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${ref(descriptor)} /CIDToGIDMap /Identity /W [${widths}] >>`,
    );
    const toUnicode = add({ dictionary: '', data: Buffer.from(unicodeMap(used), 'latin1') });
    return add(
      `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H /DescendantFonts [${ref(descendant)}] /ToUnicode ${ref(toUnicode)} >>`,
    );
  }
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0').toUpperCase();

/** The ToUnicode CMap (PDF section 9.10.3): each glyph drawn to its character, UTF-16BE. */
const unicodeMap = (used: Map<number, string>): string => {
  const entries = [...used].map(
    ([glyph, character]) =>
      `<${hex4(glyph)}> <${Buffer.from(character, 'utf16le').swap16().toString('hex').toUpperCase()}>`,
  );
  const blocks: string[] = [];
  for (let at = 0; at < entries.length; at += 100) {
    const block = entries.slice(at, at + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CIDSystemInfo get /CIDInit /ProcSet findresource /defineresource pop',
    'end',
    'end',
  ].join('\n');
};
