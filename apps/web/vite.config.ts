import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
    },
  },
  build: {
    target: 'es2022',
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
