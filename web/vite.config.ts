import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards the API, the hubs and the static files of the platform service. */
const backend = 'http://localhost:8080';

/**
 * Vendor groups shared by every page. Only libraries that the entry needs anyway are grouped here:
 * grouping antd as a whole would drag the signed-in area's components into the sign-in page, so
 * antd is left to route-level splitting.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  // zod-jitless.ts rides with zod: every chunk that makes a schema imports this group first, so
  // zod is told not to generate code before any schema exists (an entry's own code runs last).
  {
    name: 'vendor-data',
    test: /node_modules[\\/](axios|zod|zustand|js-cookie)[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/,
    priority: 10,
  },
];

export default defineConfig({
  // Relative asset addresses let the built portal be served from any folder of another backend.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/measure-login-js.mjs to add up what the sign-in page downloads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true, ws: true },
      '/config.json': { target: backend, changeOrigin: true },
      '/sys.json': { target: backend, changeOrigin: true },
      '/apps': { target: backend, changeOrigin: true },
    },
  },
});
