import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site: built into web/dist, served by CloudFront from S3 (and by `npm start` locally).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': process.env.SHOP_URL ?? 'http://127.0.0.1:3000' },
  },
});
