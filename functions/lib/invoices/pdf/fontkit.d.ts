// fontkit (the font reader pdfkit itself uses) ships no types; this is the part the invoice uses: a
// font read once per container and handed to pdfkit, which takes a read font as well as a file's bytes.
declare module 'fontkit' {
  /** A read font; pdfkit recognises one by its `layout`. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(data: Uint8Array): Font;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
