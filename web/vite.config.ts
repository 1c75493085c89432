import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bakedAntdStyles } from './scripts/baked-antd-styles-plugin.ts';

/** Where `npm run dev` forwards the API, the hubs and the static files of the platform service. */
const backend = 'http://localhost:8080';

/**
 * Vendor groups shared by every page. Only libraries that the entry needs anyway are grouped here:
 * grouping antd as a whole would drag the signed-in area's components into the sign-in page, so
 * antd is left to route-level splitting.
 */
const vendorGroups = [
  // Everything the sign-in page needs from node_modules, in one file: React and its router, i18next,
  // the stores and the cookies. Each file more is a request that a handheld on busy Wi-Fi waits for.
  {
    name: 'vendor-start-up',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zustand|js-cookie)[\\/]/,
    priority: 30,
  },
  // zod is for the signed-in area only (the sign-in page checks its few answers without it); one
  // chunk keeps it from being spread over the pages that use it.
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]app[\\/]zod-jitless\.ts$/, priority: 10 },
  // The portal's own modules that the entry loads, in one chunk: shared with the pages, they would
  // otherwise be split into many chunks of a few hundred bytes, each a request of the sign-in page.
  {
    name: 'start-up',
    tags: ['$initial' as const],
    test: /[\\/](web|packages[\\/]contracts)[\\/]src[\\/]/,
    priority: 5,
  },
];

/**
 * The first signed-in screen in two files instead of forty-odd of a few hundred bytes to a few
 * kilobytes each (every response costs ~420 bytes of headers, and a handheld on busy Wi-Fi waits
 * for each): its calls' code (the prefetch, TanStack Query, the contracts it reads), then the
 * frame with antd's parts it shows. A group takes the modules its files import, and theirs (the
 * sign-in page's are taken first by the groups above). That follows import statements, not what
 * tree-shaking keeps, so two libraries that the first screen's antd parts name but never run are
 * kept apart first, each module alone: the form library behind antd's form context (FormContext
 * is all that context uses) and Collapse, which Button's style tokens import through ColorPicker.
 */
const signedInGroups = [
  {
    name: 'vendor-form',
    test: (id: string) =>
      /[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) && !/[\\/]FormContext\.js$/.test(id),
    priority: 3,
    includeDependenciesRecursively: false,
  },
  {
    name: 'collapse',
    test: /[\\/](antd[\\/]es|@rc-component)[\\/]collapse[\\/]/,
    priority: 3,
    includeDependenciesRecursively: false,
  },
  { name: 'first-screen-calls', test: /[\\/]src[\\/]app[\\/]first-screen-prefetch\.ts$/, priority: 2 },
  {
    name: 'signed-in',
    test: /[\\/]src[\\/](app[\\/](signed-in-layout|antd-providers)\.tsx|features[\\/]home[\\/]home-page\.tsx)$/,
    priority: 1,
  },
];

export default defineConfig({
  // Relative asset addresses let the built portal be served from any folder of another backend.
  base: './',
  plugins: [react(), bakedAntdStyles()],
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
      treeshake: {
        // @rc-component/form's index hangs Field, List, useForm… on its default export, so that any
        // import from it keeps the whole form library and its validator. antd's Tooltip, Input and
        // Checkbox import only its FormProvider (through antd's form context): the first screen need
        // not download the forms of the admin pages for that. Its other modules declare nothing.
        moduleSideEffects: [{ test: /@rc-component[\\/]form[\\/]es[\\/]index\.js$/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: [...vendorGroups, ...signedInGroups] },
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
