import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import ExcelJS from 'exceljs';

export type SheetCell = string | number | boolean | Date | null;

export interface SheetColumn {
  key: string;
  header: string;
  /** In characters, as Excel measures column widths. */
  width: number;
  /** Excel number format, e.g. for dates. */
  numFmt?: string;
}

/** One worksheet's content: named columns and rows keyed by column. */
export interface SheetContent {
  name: string;
  columns: SheetColumn[];
  rows: Record<string, SheetCell>[];
}

/** Temporary files end in this; whatever is left of them after a crash is removed by the cleanup. */
export const TEMPORARY_SUFFIX = '.tmp';

/** The .xlsx bytes of a workbook holding the sheet, with a bold, frozen header row. */
export async function workbookBytes(content: SheetContent): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Workbench portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(content.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = content.columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(content.rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Writes the file so that it is either absent or complete: the bytes go to a temporary file
 * beside it, are flushed to disk, and only then take the final name (a rename is atomic).
 */
export async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `${basename(path)}.${randomBytes(6).toString('hex')}${TEMPORARY_SUFFIX}`);
  try {
    const file = await open(temporary, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
