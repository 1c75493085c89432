import { z } from 'zod';

/*
 * zod compiles fast object parsers with `new Function` when it may, and probes for that the first
 * time an object schema is made. The platform serves this application under a
 * Content-Security-Policy without 'unsafe-eval', so the probe would be reported as a policy
 * violation on every page. Imported first by main.tsx, before any schema exists; the interpreted
 * parsers are fast enough for what the application parses.
 */
z.config({ jitless: true });
