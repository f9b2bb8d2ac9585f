// pngjs (a PNG reader independent of ours, functions/lib/bilevel-png.ts) ships no types; this is the part
// the tests use: a PNG read whole into RGBA pixels.
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
