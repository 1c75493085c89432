import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMenusFit } from './use-menus-fit';

/** A bar whose left side holds `content` px in `width` px, like the real flex layout. */
function fakeBar() {
  const size = { width: 1280, content: 1000 };
  const start = {
    get scrollWidth() {
      return Math.max(size.content, size.width);
    },
    get clientWidth() {
      return size.width;
    },
  };
  const bar = { firstElementChild: start, scrollWidth: 0, clientWidth: 0 };
  Object.defineProperties(bar, {
    scrollWidth: { get: () => size.width },
    clientWidth: { get: () => size.width },
  });
  return { bar: bar as unknown as HTMLElement, size };
}

let resize: () => void = () => undefined;
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('menu groups fold when they do not fit', () => {
  it('keeps the row while the bar is wide enough', () => {
    const { bar } = fakeBar();
    const { result } = renderHook(() => useMenusFit({ current: bar }, 'en'));
    expect(result.current).toBe(true);
  });

  it('folds on overflow and unfolds once the bar is as wide as the row needed', () => {
    const { bar, size } = fakeBar();
    const { result } = renderHook(() => useMenusFit({ current: bar }, 'en'));
    act(() => {
      size.content = 1100;
      size.width = 1000;
      resize();
    });
    expect(result.current).toBe(false);
    // Folded, the contents are narrower; only the width the row needed brings it back.
    act(() => {
      size.content = 700;
      size.width = 1050;
      resize();
    });
    expect(result.current).toBe(false);
    act(() => {
      size.width = 1100;
      resize();
    });
    expect(result.current).toBe(true);
  });

  it('measures again when the contents change (another language)', () => {
    const { bar, size } = fakeBar();
    const { result, rerender } = renderHook(({ key }) => useMenusFit({ current: bar }, key), {
      initialProps: { key: 'de-DE' },
    });
    act(() => {
      size.content = 1400;
      resize();
    });
    expect(result.current).toBe(false);
    size.content = 1100;
    rerender({ key: 'zh-Hans' });
    expect(result.current).toBe(true);
  });
});
