import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` makes the browser's files (dist/web); `vite build --ssr entry-server.tsx` the
// server's renderer of the public pages (dist/ssr), which needs no copy of the public folder.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which files each page loads first (the bundle budget reads it).
    manifest: true,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
