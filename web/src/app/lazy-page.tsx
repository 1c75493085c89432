import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface LazyPage {
  /** Starts loading the page's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<ComponentType>;
  loaded: () => ComponentType | undefined;
  suspending: LazyExoticComponent<ComponentType>;
}

/**
 * A route-level lazy page that can be fetched ahead of time. React.lazy suspends at least once
 * even for code already downloaded; a preloaded page rendered by <PreloadablePage> shows at once
 * instead, so the sign-in page appears in the same frame as the redirect that leads to it.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download (the network dropped) is asked for again by the next preload or render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    loaded: () => loaded,
    suspending: lazy(() => preload().then((component) => ({ default: component }))),
  };
}

/**
 * A page that is part of the entry: nothing to download, it renders in the first frame. The
 * sign-in page is one, as every signed-out visit starts there and its code is small.
 */
export function loadedPage(component: ComponentType): LazyPage {
  const ready = Promise.resolve(component);
  return {
    preload: () => ready,
    loaded: () => component,
    suspending: lazy(() => ready.then(() => ({ default: component }))),
  };
}

export function PreloadablePage({ page }: { page: LazyPage }) {
  const Loaded = page.loaded();
  const Suspending = page.suspending;
  return Loaded ? <Loaded /> : <Suspending />;
}
