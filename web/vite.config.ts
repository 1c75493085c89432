import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

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
  // The portal's own modules that the entry loads, in one chunk: shared with the pages, they would
  // otherwise be split into many chunks of a few hundred bytes, each a request of the sign-in page.
  {
    name: 'start-up',
    tags: ['$initial' as const],
    test: /[\\/](web|packages[\\/]contracts)[\\/]src[\\/]/,
    priority: 5,
  },
];

/** The page a signed-out visitor sees first; its code is asked for with the entry's. */
const SIGN_IN_PAGE = '/src/features/auth/login-page.tsx';

/**
 * Without this, the sign-in page's code is asked for only once the entry has arrived and run (a
 * dynamic import), after everything else: index.html names it instead, so that it downloads beside
 * the entry. modulepreload for the page's chunk and the chunks it imports that the entry does not
 * already load, preload for its style sheets (Vite's own loader then finds them in the cache).
 */
function preloadSignInPage(): Plugin {
  let base = './';
  return {
    name: 'workbench:preload-sign-in-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const closure = (start: string, into = new Set<string>()) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const imported of chunks.get(start)?.imports ?? []) closure(imported, into);
          return into;
        };
        const page = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(SIGN_IN_PAGE));
        if (!page) throw new Error(`No chunk for ${SIGN_IN_PAGE}: the sign-in page cannot be preloaded`);
        const loadedByEntry = closure(entry.fileName);
        const files = [...closure(page.fileName)].filter((file) => !loadedByEntry.has(file));
        const styles = new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
        const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });
        return [
          ...files.map((file) => link({ rel: 'modulepreload', crossorigin: '', href: `${base}${file}` })),
          // crossorigin as on the <link rel="stylesheet"> Vite's loader adds, or the preload would not be reused.
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', crossorigin: '', href: `${base}${file}` })),
        ];
      },
    },
  };
}

export default defineConfig({
  // Relative asset addresses let the built portal be served from any folder of another backend.
  base: './',
  plugins: [react(), preloadSignInPage()],
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
