import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { mockNetwork } from '../../../testing/mock-network';
import { SelectionSwitcher } from '../selection-switcher';
import { enterWarehouseInSuzhou, renderInShell, startAppboxTest } from '../testing/appbox-fixtures';

// One file of its own: antd's Select, once loaded, stays loaded for the rest of a test file.
let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  network = await startAppboxTest();
  enterWarehouseInSuzhou();
});
afterEach(() => network.restore());

describe('sub-system select before antd’s Select has loaded', () => {
  it('shows the entered sub-system, and opens the list from the keyboard with the focus kept on it', async () => {
    renderInShell([{ path: '/wms/stock', element: <SelectionSwitcher /> }], '/wms/stock');
    const user = userEvent.setup({ delay: null });
    const standIn = await screen.findByRole('combobox', { name: 'Sub-system' });
    expect(standIn.closest('.ant-select')).toBeNull();
    expect(standIn.closest('.wb-selection-sub-system')?.textContent).toBe('Suzhou Plant');

    act(() => standIn.focus());
    await user.keyboard('{Enter}');

    await screen.findByRole('option', { name: 'Stuttgart Plant' });
    const select = screen.getByRole('combobox', { name: 'Sub-system' });
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.closest('.ant-select')).not.toBeNull();
    expect(select.getAttribute('aria-expanded')).toBe('true');
  });
});
