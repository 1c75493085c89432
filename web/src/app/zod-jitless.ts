import { config } from 'zod/v4';

/*
 * What `import … from 'zod'` means in the portal's build (vite.config.ts points 'zod' here): zod
 * itself, told first not to generate code. zod compiles fast object parsers with `new Function`
 * when it may, and probes for that the first time an object schema is made; the portal's
 * Content-Security-Policy has no 'unsafe-eval', so the probe would be reported as a policy violation
 * on every page. As every module that makes a schema imports 'zod', this runs before any of them,
 * in whichever chunk they land (zod loads only after sign-in); the interpreted parsers are fast
 * enough for what the portal parses.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default, z } from 'zod/v4';
