import { z } from 'zod';

/*
 * zod compiles fast object parsers with `new Function` when it may, and probes for that the first
 * time an object schema is made. The platform serves the sub-applications under a
 * Content-Security-Policy without 'unsafe-eval', so the probe would be reported as a policy
 * violation on every page. Each application's main.tsx imports this module first, before any
 * schema exists; the interpreted parsers are fast enough for what the applications parse.
 */
z.config({ jitless: true });
