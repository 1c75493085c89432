/**
 * What the portal's scripts put into the server process's environment besides its configuration.
 *
 * glibc keeps memory that a thread has freed for its next allocations, and raises the size above
 * which it maps large blocks separately as large blocks are freed. The embedded database's
 * WebAssembly is compiled on V8's background threads; what that compilation frees stays resident
 * (about 40–50 MB, more or less from one start to the next). With a fixed trim threshold glibc
 * hands freed memory above 1 MiB back to the system and keeps mapping large blocks separately.
 * The figures are in docs/adr/0018-server-memory-after-start.md. An operator's own value wins.
 */
const SERVER_PROCESS_ENV = Object.freeze({ MALLOC_TRIM_THRESHOLD_: String(1024 * 1024) });

/** The environment to start the server with: the portal's settings under the given ones. */
export function serverProcessEnv(env = process.env) {
  return { ...SERVER_PROCESS_ENV, ...env };
}
