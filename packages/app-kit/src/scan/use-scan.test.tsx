import { act, fireEvent, render, screen } from '@testing-library/react';
import { hostContext } from '@workbench/contracts/app-bridge';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HostSessionProvider } from '../host/host-session-context';
import { cleanUpAfterEachTest } from '../testing/cleanup';
import { fakeHostSession } from '../testing/fake-host-session';
import { useScan } from './use-scan';

cleanUpAfterEachTest();

function ScanPage() {
  const [codes, setCodes] = useState<string[]>([]);
  useScan((code) => setCodes((seen) => [...seen, code]));
  return (
    <>
      <input aria-label="Bin" />
      <button type="button">Post</button>
      <output>{codes.join(' ')}</output>
    </>
  );
}

function renderPage() {
  const host = fakeHostSession({ status: 'ready', context: hostContext() });
  render(
    <HostSessionProvider session={host.session}>
      <ScanPage />
    </HostSessionProvider>,
  );
  return host;
}

/** Types `text` and Enter on `target` at once, as a reader does (jsdom stamps each event with the clock). */
function burst(target: Element, text: string) {
  for (const key of [...text, 'Enter']) fireEvent.keyDown(target, { key });
}

const received = () => document.querySelector('output')?.textContent;

describe('useScan', () => {
  it('takes the codes the shell delivers', () => {
    const host = renderPage();
    act(() => host.scan('BIN-A-01-03'));
    expect(received()).toBe('BIN-A-01-03');
  });

  it('takes a burst typed in the frame outside any field, and leaves a field’s typing to the field', () => {
    renderPage();
    burst(screen.getByRole('button', { name: 'Post' }), 'MAT-100234');
    expect(received()).toBe('MAT-100234');
    burst(screen.getByRole('textbox', { name: 'Bin' }), 'BIN-9');
    expect(received()).toBe('MAT-100234');
  });
});
