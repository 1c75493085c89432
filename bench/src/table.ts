/** One measured figure and, where an issue sets one, its budget. */
export interface Row {
  measure: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const lines = [`### ${title}`, '', '| measure | value | budget | within |', '|---|---|---|---|'];
  for (const row of rows) {
    const within = row.ok === undefined ? '' : row.ok ? 'yes' : '**no**';
    lines.push(`| ${row.measure} | ${row.value} | ${row.budget ?? ''} | ${within} |`);
  }
  console.log(`${lines.join('\n')}\n`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
