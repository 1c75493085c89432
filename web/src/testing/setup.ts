import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach } from 'vitest';
import { noticesShown } from '../ui/notices';
import { clearLeftoverTimers, trackTimers } from './leftover-timers';

trackTimers();

// findBy… and waitFor wait up to 5 s instead of Testing Library's 1 s: the first render of an antd
// page in jsdom can take longer than a second on a 2-core machine running the other suites beside
// this one. What never appears still fails the test.
configure({ asyncUtilTimeout: 5_000 });

// No request leaves a component test: without mockNetwork (mock-network.ts) every call fails as
// a lost network would, instead of reaching whatever listens on this machine.
globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch: no network in component tests'));

// jsdom lacks the layout APIs antd asks for; these stand-ins answer "no match" and do nothing.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoResizeObserver });
}

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// antd's notices live in React roots of their own that cleanup() does not know, and a success notice
// closes itself on a timer. Left open, that timer can fire after the test file's document is gone.
afterAll(async () => {
  // A notice asked for at the very end of a test may still be loading its antd parts: let it land first.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await noticesShown();
  if (document.querySelector('.ant-message, .ant-modal-root')) {
    const [{ default: message }, { default: Modal }] = await Promise.all([
      import('antd/es/message'),
      import('antd/es/modal'),
    ]);
    message.destroy();
    Modal.destroyAll();
    // Let React finish the removal while the document still exists.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await clearLeftoverTimers();
});
