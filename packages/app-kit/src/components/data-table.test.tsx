import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { type Column, DataTable } from './data-table';

cleanUpAfterEachTest();

interface Row {
  id: string;
  code: string;
  quantity: number;
}
const columns: Column<Row>[] = [
  { key: 'code', header: 'Code', render: (row) => row.code },
  { key: 'quantity', header: 'Quantity', render: (row) => row.quantity, numeric: true },
];

describe('DataTable', () => {
  it('labels every value with its column, for the narrow card layout', () => {
    render(<DataTable caption="Stock" columns={columns} rows={[{ id: '1', code: 'A-1', quantity: 5 }]} />);
    const cell = screen.getByText('5').closest('td');
    expect(cell?.dataset.label).toBe('Quantity');
    expect(cell?.className).toBe('numeric');
    expect(screen.getByRole('table', { name: 'Stock' })).toBeTruthy();
  });

  it('says so when there are no rows, if the page gave an empty text', () => {
    const { rerender } = render(<DataTable caption="Stock" columns={columns} rows={[]} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    rerender(<DataTable caption="Stock" columns={columns} rows={[]} />);
    expect(screen.queryByText('Nothing here')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
