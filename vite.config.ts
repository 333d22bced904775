import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractsWithoutSchemas } from './src/web/build/contracts-without-schemas';
import { FIRST_DOWNLOAD_CHUNKS } from './src/web/chunks';

// `vite build` makes the browser's files (dist/web); `vite build --ssr entry-server.tsx` the
// server's renderer of the public pages (dist/ssr), which needs no copy of the public folder.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), contractsWithoutSchemas()],
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which files each page loads first (the bundle budget reads it).
    manifest: true,
    // No preload polyfill in every page's first download: a browser without module preloading
    // (Safari before 17) ignores the hints and fetches those files when they are imported.
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: FIRST_DOWNLOAD_CHUNKS, strictExecutionOrder: true } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
