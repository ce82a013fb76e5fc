import tailwindcss from '@tailwindcss/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { zodJitless } from './scripts/vite-zod-jitless.ts';

// The small browser helpers every page loads go into one chunk: five tiny chunks cost more bytes
// (and requests) than one, and every public page's first-load JavaScript has a budget (scripts/first-load-js.ts).
const SHARED = /\/app\/(lib\/(links|auth|toast|login-prompt|guest-gate)|components\/icons)\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), zodJitless(), precompress()],
  // NO_MINIFY=1 keeps readable stack traces when debugging a browser error.
  build: {
    target: 'es2022',
    ...(process.env.NO_MINIFY ? { minify: false } : {}),
    rollupOptions: { output: { manualChunks: (id: string) => (SHARED.test(id) || id.includes('vite/preload-helper') ? 'shared' : undefined) } },
  },
});
