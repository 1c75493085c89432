import { z } from 'zod';
import { languageSchema } from './language-schema';

/*
 * The bridge between the shell and a hosted sub-application (an entry of sys.json). The shell
 * loads the sub-application in an iframe at `<entry url>#<page's webClientRoute>` and the two talk
 * by window.postMessage only. Sessions travel in messages, never in the address, so a token never
 * lands in a history entry, a server log or a Referer header.
 *
 *   sub-application                         shell
 *   ── ready ─────────────────────────────▶
 *   ◀──────────────────────────── context ── (again on every change: language, sub-system,
 *                                             data permissions, refreshed token)
 *   ── token-expired ─────────────────────▶  the shell refreshes, then sends context again
 *   ── failed {message} ──────────────────▶  the shell shows the error inside the page's tab
 *   ── activity ──────────────────────────▶  the user works in the frame: counts against the
 *                                             inactivity logout (at most every few seconds)
 *   ◀─────────────────────────────── scan ── a barcode reader's burst typed while the portal had
 *                                             the focus and no text field: the code, for the
 *                                             shown page (docs/adr/0015-handheld-mode.md)
 *
 * Each side accepts a message only from the window it expects (the iframe's contentWindow, or
 * window.parent) and, across origins, only from the origin of the configured address.
 */

export const HOST_BRIDGE_VERSION = 1;

/** The session context a sub-application works in (issue: hosting application pages). */
export const hostContextSchema = z.object({
  /** Bearer access token of the signed-in user. */
  token: z.string(),
  /** Sign-on ticket, sent as the `ticket` header. */
  ticket: z.string(),
  language: languageSchema,
  /** Base address of the API ('' for the portal's own origin), as config.json sets it. */
  apiBaseUrl: z.string(),
  applicationId: z.string(),
  /** The chosen sub-system (database instance); null for an application without one. */
  subSystem: z.object({ id: z.string(), code: z.string(), displayName: z.string() }).nullable(),
  /** Codes of the chosen data permissions (at least one when the sub-system has any). */
  dataPermissionCodes: z.array(z.string()),
  /** The page's webClientRoute inside the sub-application. */
  route: z.string(),
});
export type HostContext = z.infer<typeof hostContextSchema>;

const appSource = z.literal('workbench-app');
const hostSource = z.literal('workbench-host');

/** Messages a sub-application sends to the shell. */
export const appToHostMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: appSource, type: z.literal('ready'), version: z.number().int() }),
  z.object({ source: appSource, type: z.literal('token-expired') }),
  z.object({ source: appSource, type: z.literal('failed'), message: z.string().max(500) }),
  z.object({ source: appSource, type: z.literal('activity') }),
]);
export type AppToHostMessage = z.infer<typeof appToHostMessageSchema>;

/** Longest code a scan carries; WedgeBurst keeps no more either. */
export const SCAN_CODE_MAX = 128;

/** Messages the shell sends to a sub-application. */
export const hostToAppMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: hostSource,
    type: z.literal('context'),
    version: z.literal(HOST_BRIDGE_VERSION),
    context: hostContextSchema,
  }),
  z.object({ source: hostSource, type: z.literal('scan'), code: z.string().min(1).max(SCAN_CODE_MAX) }),
]);
export type HostToAppMessage = z.infer<typeof hostToAppMessageSchema>;
