/**
 * Object addresses are released after a while rather than at once: some browsers still read the
 * blob after the click has returned.
 */
const RELEASE_AFTER_MS = 40_000;

/** Hands downloaded bytes to the browser's download, under the given file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(address), RELEASE_AFTER_MS);
}
