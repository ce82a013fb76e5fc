import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  // NO_MINIFY=1 keeps readable stack traces when debugging a browser error.
  build: { target: 'es2022', ...(process.env.NO_MINIFY ? { minify: false } : {}) },
});
