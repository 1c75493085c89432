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

/** The content type of an .xlsx workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The workbook library, loaded on the first export or import: it is large, and most instances
 * never write a workbook between restarts.
 */
export async function loadExcel(): Promise<typeof import('exceljs')> {
  return (await import('exceljs')).default;
}

/** The .xlsx bytes of a workbook holding the sheet, with a bold, frozen header row. */
export async function workbookBytes(content: SheetContent): Promise<Buffer> {
  const ExcelJS = await loadExcel();
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
