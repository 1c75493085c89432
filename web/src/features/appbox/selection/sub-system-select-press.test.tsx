import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { mockNetwork } from '../../../testing/mock-network';
import { SelectionSwitcher } from '../selection-switcher';
import { enterWarehouseInSuzhou, renderInShell, startAppboxTest } from '../testing/appbox-fixtures';

// A file of its own, like sub-system-select.test.tsx: antd's Select, once loaded, stays loaded.
let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  network = await startAppboxTest();
  enterWarehouseInSuzhou();
});
afterEach(() => network.restore());

describe('sub-system select before antd’s Select has loaded', () => {
  it('opens the list on the press of the mouse button, even when the real select arrives before the release', async () => {
    renderInShell([{ path: '/wms/stock', element: <SelectionSwitcher /> }], '/wms/stock');
    const standIn = await screen.findByRole('combobox', { name: 'Sub-system' });
    expect(standIn.closest('.ant-select')).toBeNull();

    // The pointer comes over it and the button goes down; the real select takes the stand-in's place
    // before any click reaches it.
    fireEvent.pointerEnter(standIn);
    fireEvent.mouseDown(standIn, { button: 0 });

    expect(await screen.findByRole('option', { name: 'Stuttgart Plant' })).toBeTruthy();
  });
});
