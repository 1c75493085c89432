import { CORE_LANGUAGES, type CoreLanguage } from '@workbench/contracts';
import type ExcelJS from 'exceljs';
import { translate } from '../../../platform/messages';
import { loadExcel, type SheetContent } from '../../../platform/workbook-file';
import type { ContactRow } from './contacts.repository';

/** The address book's columns, in sheet order. */
export const CONTACT_COLUMNS = ['name', 'email', 'phone', 'mentionId', 'language', 'groups'] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

const headerOf = (column: ContactColumn, language: CoreLanguage) =>
  translate(language, `integrations.contacts.column.${column}`);

/** The address book as a sheet, headers in `language`; groups comma-separated. */
export function contactsSheet(rows: readonly ContactRow[], language: CoreLanguage): SheetContent {
  const widths: Record<ContactColumn, number> = {
    name: 24,
    email: 32,
    phone: 18,
    mentionId: 22,
    language: 10,
    groups: 36,
  };
  return {
    name: translate(language, 'integrations.contacts.sheet'),
    columns: CONTACT_COLUMNS.map((column) => ({
      key: column,
      header: headerOf(column, language),
      width: widths[column],
    })),
    rows: rows.map((row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      mentionId: row.mentionId,
      language: row.language,
      groups: row.groups.join(', '),
    })),
  };
}

/** One filled row of an imported sheet, as text per column, with its row number for messages. */
export interface SheetRow {
  row: number;
  values: Partial<Record<ContactColumn, string>>;
}

export class UnreadableSheet extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'UnreadableSheet';
  }
}

/** What a cell holds as text: hyperlinks (an e-mail Excel turned into a link) and formulas as their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
}

/**
 * The rows of an address book sheet: the first worksheet, its first row naming the columns in any
 * of the portal's three languages (as this portal exports them), in any order; columns it does not
 * know are left out. A sheet without a name column is refused as a whole.
 */
export async function readContactsSheet(bytes: Buffer, maxRows: number): Promise<SheetRow[]> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableSheet('integrations.contacts.notXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableSheet('integrations.contacts.noNameColumn');
  const known = new Map<string, ContactColumn>();
  for (const column of CONTACT_COLUMNS) {
    for (const language of CORE_LANGUAGES) known.set(headerOf(column, language).trim().toLowerCase(), column);
    known.set(column.toLowerCase(), column);
  }
  const columns = new Map<number, ContactColumn>();
  sheet.getRow(1).eachCell((cell, index) => {
    const column = known.get(cellText(cell.value).trim().toLowerCase());
    if (column) columns.set(index, column);
  });
  if (![...columns.values()].includes('name')) throw new UnreadableSheet('integrations.contacts.noNameColumn');
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: SheetRow['values'] = {};
    for (const [index, column] of columns) {
      const text = cellText(row.getCell(index).value).trim();
      if (text) values[column] = text;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  });
  if (rows.length > maxRows) throw new UnreadableSheet('integrations.contacts.tooMany');
  return rows;
}
