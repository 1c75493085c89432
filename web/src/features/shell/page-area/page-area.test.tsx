import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, type TabView } from '../../../stores/tabs/tab-list';
import { useTabsStore } from '../../../stores/tabs/tabs-store';
import { PageArea } from './page-area';
import { usePagePath, usePageShown } from './page-path-context';

const renders: Record<string, number> = {};

function view(path: string): TabView {
  return { path, fullPath: path, name: path, meta: { title: path, title_en: path, title_de: path } };
}

/** A page with something typed into it, counting its renders; it knows its path as menu pages do. */
function NotePage() {
  const name = usePagePath().slice(1);
  renders[name] = (renders[name] ?? 0) + 1;
  const [note, setNote] = useState('');
  return (
    <>
      <input aria-label={`note ${name}`} value={note} onChange={(event) => setNote(event.target.value)} />
      <PageLayer name={name} />
    </>
  );
}

/** A layer of the page's own in the document's body, as an editor's drawer is. */
function PageLayer({ name }: { name: string }) {
  const shown = usePageShown();
  return createPortal(<p>{`layer of ${name}: ${shown ? 'shown' : 'hidden'}`}</p>, document.body);
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <PageArea />,
        children: [
          { path: '/a', element: <NotePage /> },
          { path: '/b', element: <NotePage /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('page area', () => {
  beforeEach(() => {
    for (const name of Object.keys(renders)) delete renders[name];
    useTabsStore.setState({ visited: [HOME_TAB, view('/a'), view('/b')], active: '/a' });
  });

  it('keeps an open tab’s page as it was, and neither hides nor shows it by rendering it again', async () => {
    const router = renderPages();
    fireEvent.change(screen.getByRole('textbox', { name: 'note a' }), { target: { value: 'pallet 7 damaged' } });
    const rendersOfA = renders.a;

    await act(() => router.navigate('/b'));
    expect(screen.queryByRole('textbox', { name: 'note a' })).toBeNull(); // hidden from assistive technology
    expect(screen.getByRole('textbox', { name: 'note b' })).toBeTruthy();
    const rendersOfB = renders.b;
    await act(() => router.navigate('/a'));
    expect(renders.b).toBe(rendersOfB);

    expect((screen.getByRole('textbox', { name: 'note a' }) as HTMLInputElement).value).toBe('pallet 7 damaged');
    expect(renders.a).toBe(rendersOfA);
    expect(document.querySelector('section.is-shown')?.getAttribute('data-page-path')).toBe('/a');
  });

  it('tells a kept page’s own layers to hide while another tab is shown, and to come back with it', async () => {
    const router = renderPages();
    expect(screen.getByText('layer of a: shown')).toBeTruthy();
    await act(() => router.navigate('/b'));
    expect(screen.getByText('layer of a: hidden')).toBeTruthy();
    expect(screen.getByText('layer of b: shown')).toBeTruthy();
    await act(() => router.navigate('/a'));
    expect(screen.getByText('layer of a: shown')).toBeTruthy();
    expect(screen.getByText('layer of b: hidden')).toBeTruthy();
  });

  it('drops the page of a closed tab, so opening it again starts afresh', async () => {
    const router = renderPages();
    fireEvent.change(screen.getByRole('textbox', { name: 'note a' }), { target: { value: 'count again' } });
    await act(() => router.navigate('/b'));
    act(() => useTabsStore.setState({ visited: [HOME_TAB, view('/b')] }));
    await act(() => router.navigate('/a'));
    expect((screen.getByRole('textbox', { name: 'note a' }) as HTMLInputElement).value).toBe('');
  });
});
