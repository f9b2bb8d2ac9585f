import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site: built into web/dist, served by CloudFront from S3 (and by `npm start` locally).
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  // The production build ships messages pre-parsed (web/build.ts), so the ICU parser stays out of
  // the bundle; the dev server keeps it and reads the plain strings. Nor does it carry markdown-it's
  // linkify matcher (shared/blog/linkify-off.ts).
  resolve:
    command === 'build'
      ? {
          alias: {
            '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
            // markdown-it's linkify-it matcher, which only its `linkify` option uses, off in the shop.
            'linkify-it': fileURLToPath(new URL('../shared/blog/linkify-off.ts', import.meta.url)),
          },
        }
      : {},
  // The manifest names each route's chunks (the bench counts a page's first-view scripts by it, the
  // browser tests find a screen's chunk in it). Every module
  // the entry loads at once goes into the entry's own chunk: left alone, the bundler splits what the
  // entry shares with lazy screens into a dozen or more small files, each fetched and compressed on
  // its own (more requests, about 4 KB more gzip on every first view).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': process.env.SHOP_URL ?? 'http://127.0.0.1:3000' },
  },
}));
