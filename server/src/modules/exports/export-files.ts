import { join } from 'node:path';

/** Where export files live: DATA_DIR/exports. */
export function exportsDirectory(dataDir: string): string {
  return join(dataDir, 'exports');
}

/** A finished export's file: named by its task id, never by anything a user typed. */
export function exportFilePath(directory: string, taskId: string): string {
  return join(directory, `${taskId}.xlsx`);
}
