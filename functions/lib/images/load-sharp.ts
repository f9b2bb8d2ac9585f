import type sharpModule from 'sharp';

// sharp, loaded on the first image to read or render rather than at the function's start: its native
// libvips takes about 40 ms to open, which the content group's other routes (an image's order, its alt
// text, a product's prices) would otherwise pay on every cold start. One load per container.

let loading: Promise<typeof sharpModule> | undefined;

export const loadSharp = (): Promise<typeof sharpModule> => {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
};
