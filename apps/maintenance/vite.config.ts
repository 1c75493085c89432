import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards the API (the platform service, which also serves the portal). */
const backend = 'http://localhost:8080';

export default defineConfig({
  // The server serves apps/maintenance/dist at this address (server/src/platform/apps-static.ts).
  base: '/apps/maintenance/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5176,
    proxy: { '/api': { target: backend, changeOrigin: true } },
  },
});
