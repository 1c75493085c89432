import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM flavour brings ReactDOM.flushSync, which immediate navigations (tab switches) use.
import { RouterProvider } from 'react-router/dom';
import { bootstrap } from './app/bootstrap';
import { createPortalRouter, pages } from './app/router';
import { useSessionStore } from './stores/session-store';
import { registerNavigator } from './ui/navigation';
import { Providers } from './ui/providers';
import './app/global.css';

/**
 * Fetches the code of the page the user will most likely see first, alongside start-up. The
 * sign-in page is part of the entry (app/router.tsx), so waiting for it costs nothing and its
 * first frame is the form rather than a loading notice.
 */
function warmFirstPage(): Promise<unknown> {
  if (useSessionStore.getState().hasToken) {
    pages.home.preload().catch(() => undefined);
    return Promise.resolve();
  }
  return pages.login.preload().catch(() => undefined);
}

async function start(): Promise<void> {
  const firstPage = warmFirstPage();
  try {
    await bootstrap();
  } catch (error) {
    // Every step of bootstrap has its own fallback; this is the last line of defence.
    console.error('Start-up did not complete; starting with defaults', error);
  }
  await firstPage;
  const router = createPortalRouter();
  registerNavigator((to, options) => void router.navigate(to, options));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
