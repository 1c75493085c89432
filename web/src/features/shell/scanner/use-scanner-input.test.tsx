import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScannerInput } from './use-scanner-input';

function Scanned({ onScan }: { onScan(code: string): void }) {
  useScannerInput(onScan);
  return (
    <>
      <input aria-label="Remark" />
      <button type="button">Confirm</button>
    </>
  );
}

/** Keys as a reader sends them: at once (jsdom stamps each event with the clock), then Enter. */
function burst(target: Element, text: string): boolean[] {
  return [...text, 'Enter'].map((key) => fireEvent.keyDown(target, { key }));
}

describe('useScannerInput', () => {
  it('takes a burst typed outside any field as a scan, and keeps its Enter from the focused button', () => {
    const onScan = vi.fn();
    render(<Scanned onScan={onScan} />);
    const notCancelled = burst(screen.getByRole('button', { name: 'Confirm' }), 'BIN-A-01-03');
    expect(onScan).toHaveBeenCalledWith('BIN-A-01-03');
    expect(notCancelled.at(-1)).toBe(false);
  });

  it('leaves what is typed into a field to the field, and a short burst to the page', () => {
    const onScan = vi.fn();
    render(<Scanned onScan={onScan} />);
    const typed = burst(screen.getByRole('textbox', { name: 'Remark' }), 'BIN-A-01-03');
    expect(typed.every(Boolean)).toBe(true);
    burst(document.body, 'abc');
    expect(onScan).not.toHaveBeenCalled();
  });
});
