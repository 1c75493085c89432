import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, PreloadablePage } from './lazy-page';

function Page() {
  return <p>the page</p>;
}

function renderPage(page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <PreloadablePage page={page} />
    </Suspense>,
  );
}

describe('PreloadablePage', () => {
  it('renders a page whose code has been fetched at once, without showing the fallback', async () => {
    const page = lazyPage(() => Promise.resolve(Page));
    await page.preload();

    renderPage(page);

    // In the very first commit: a fallback once shown would hold the page back for React's reveal throttle.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while the code is still on its way, then the page', async () => {
    let deliver: (component: typeof Page) => void = () => undefined;
    const page = lazyPage(() => new Promise((resolve) => (deliver = resolve)));

    renderPage(page);
    expect(screen.getByText('loading')).toBeTruthy();

    deliver(Page);
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('asks again for code whose download failed', async () => {
    let attempts = 0;
    const page = lazyPage(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('network dropped')) : Promise.resolve(Page);
    });

    await expect(page.preload()).rejects.toThrow('network dropped');
    await expect(page.preload()).resolves.toBe(Page);

    renderPage(page);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
