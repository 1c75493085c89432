import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The plant's handbooks: small HTML documents shipped in server/defaults/documents, which the
 * demo applications' document lists (queryApplicationFile) link to at /documents/<name>. Only a
 * name found in that folder is ever read, so an address cannot reach another file.
 */

export const DOCUMENTS_PATH = '/documents';
const DOCUMENT_NAME = /^[a-z0-9][a-z0-9-]*\.html$/;

export interface PlantDocument {
  body: Buffer;
  contentType: string;
}

export async function listDocumentNames(folder: string): Promise<Set<string>> {
  try {
    return new Set((await readdir(folder)).filter((name) => DOCUMENT_NAME.test(name)));
  } catch {
    return new Set();
  }
}

/** The document of that name, or undefined when the folder holds none by that name. */
export async function readDocument(
  folder: string,
  names: ReadonlySet<string>,
  name: string,
): Promise<PlantDocument | undefined> {
  if (!names.has(name)) return undefined;
  return { body: await readFile(join(folder, name)), contentType: 'text/html; charset=utf-8' };
}
