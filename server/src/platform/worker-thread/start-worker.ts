import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread from a module beside its caller. In the built server the module is a
 * bundle of its own next to dist/main.js (scripts/build.mjs); from the sources (tests, `npm run
 * dev`) it is the TypeScript file, which a worker cannot load by itself: a worker thread does not
 * inherit the TypeScript loader of vitest or tsx, and Node 20 ignores `--import` in a worker's
 * execArgv, so the worker registers tsx itself before loading the module.
 */
export function startWorker(url: URL, maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!url.pathname.endsWith('.ts')) return new Worker(url, { resourceLimits });
  const loader = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/** The URL of a worker module named `name` beside `callerUrl`: `.ts` from the sources, `.js` when built. */
export function workerModuleUrl(name: string, callerUrl: string): URL {
  return new URL(callerUrl.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, callerUrl);
}
