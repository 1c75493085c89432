import { API_PATHS, type ContactImportResult, contactImportResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/**
 * integrationContact/importXlsx: the workbook's bytes as base64. A bad row refuses the whole
 * workbook (400, `details` naming "row N: field"); the dialog shows them, so the client does not.
 */
export async function importContactsXlsx(data: string): Promise<ContactImportResult> {
  const { data: result } = await postApi(API_PATHS.admin.contacts.importXlsx, { data }, contactImportResultSchema, {
    presentErrors: false,
  });
  return result;
}

/** A chosen file's bytes as base64, read in slices so a large workbook does not overflow the call stack. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const SLICE = 0x8000;
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}
