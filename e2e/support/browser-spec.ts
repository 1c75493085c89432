import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { newContext, type PortalLanguage } from './portal';
import { type RunningServer, startServer } from './server';
import { type DemoUser, type SignedIn, signIn, signInOn } from './shell';

export interface BrowserSpecOptions {
  /**
   * A server of the spec's own (with this extra environment, when given), for a spec whose
   * changes must not reach the other specs' screens or that needs other settings. Without it the
   * spec drives the run's shared server (global-setup.ts).
   */
  ownServer?: true | Record<string, string>;
  /** Whether the spec's tests share one browser; false for a spec that launches its own (launchBrowser). */
  sharedBrowser?: boolean;
}

/** What a browser spec drives: its browser, the portal's address, and the ways in it opens pages. */
export interface BrowserSpec {
  /** The spec's Chromium, shared by its tests. */
  readonly browser: Browser;
  /** The portal the spec drives: its own server's, else the run's shared one. */
  readonly baseUrl: string;
  /** The spec's own server (ownServer), to read its log or restart it. */
  readonly server: RunningServer;
  /** Another Chromium with these flags (a fake camera…), closed with the spec. */
  launchBrowser(extraArgs: readonly string[]): Promise<Browser>;
  /** A fresh context (its own cookies and storage), optionally with a stored UI language. */
  newContext(language?: PortalLanguage, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A fresh context with one page open at `path` of the portal (the sign-in page by default). */
  openPage(
    language?: PortalLanguage,
    path?: string,
    browser?: Browser,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** A fresh context signed in as a demo user, on the workbench home. */
  signIn(user: DemoUser, language: PortalLanguage): Promise<SignedIn>;
  /** Signs a demo user in on a page of a context the spec made itself. */
  signInOn(page: Page, user: DemoUser): Promise<void>;
}

/**
 * The opening every browser spec shares: registers the hooks that launch Debian's Chromium (and
 * start the spec's own server, at the same time) before the spec's tests, and close both after
 * them. The values are read inside tests and hooks; only the shared server's address is known
 * while the file is collected.
 */
export function browserSpec(options: BrowserSpecOptions = {}): BrowserSpec {
  const { ownServer, sharedBrowser = true } = options;
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  const extraBrowsers: Browser[] = [];

  beforeAll(async () => {
    const [launched, started] = await Promise.allSettled([
      sharedBrowser ? launchBrowser() : Promise.resolve(undefined),
      ownServer ? startServer(ownServer === true ? {} : ownServer) : Promise.resolve(undefined),
    ]);
    // Whatever did start is kept, so that afterAll ends it even when the other failed.
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'rejected') throw launched.reason;
    if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    for (const extra of extraBrowsers.splice(0)) await extra.close();
    await browser?.close();
    await server?.stop();
  });

  const spec: BrowserSpec = {
    get browser() {
      if (!browser) throw new Error('The spec has no browser of its own yet (sharedBrowser, or read before beforeAll)');
      return browser;
    },
    get baseUrl() {
      if (!ownServer) return inject('baseUrl');
      if (!server) throw new Error("The spec's own server is not started yet: read baseUrl inside a test or hook");
      return server.baseUrl;
    },
    get server() {
      if (!server) throw new Error('Only a spec with ownServer has a server of its own (started in beforeAll)');
      return server;
    },
    async launchBrowser(extraArgs) {
      const extra = await launchBrowser(extraArgs);
      extraBrowsers.push(extra);
      return extra;
    },
    newContext: (language, contextOptions) => newContext(spec.browser, language, contextOptions),
    async openPage(language, path = '/#/login', on = spec.browser) {
      const context = await newContext(on, language);
      const page = await context.newPage();
      await page.goto(`${spec.baseUrl}${path}`);
      return { context, page };
    },
    signIn: (user, language) => signIn(spec.browser, spec.baseUrl, user, language),
    signInOn: (page, user) => signInOn(page, spec.baseUrl, user),
  };
  return spec;
}
