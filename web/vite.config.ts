import { fileURLToPath } from 'node:url';
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
  // What the sign-in page needs beside React: the session and interface stores and the cookies.
  { name: 'vendor-data', test: /node_modules[\\/](zustand|js-cookie)[\\/]/, priority: 10 },
  // zod is for the signed-in area only (the sign-in page checks its few answers without it); one
  // chunk keeps it from being spread over the pages that use it.
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/, priority: 10 },
];

export default defineConfig({
  // Relative asset addresses let the built portal be served from any folder of another backend.
  base: './',
  plugins: [react()],
  resolve: {
    // Every 'zod' of the build, the contracts' included, is zod told not to generate code (see the module).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-jitless.ts', import.meta.url)) }],
  },
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
