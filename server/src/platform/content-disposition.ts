/**
 * A Content-Disposition header that offers the file as a download under `fileName`: an ASCII
 * `filename` for old clients and the exact UTF-8 name as `filename*` (RFC 6266 with RFC 5987
 * encoding), so that "用户列表 2026-11-21 14-05.xlsx" arrives intact.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
