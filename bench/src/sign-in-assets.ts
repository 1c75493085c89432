import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/support/browser';
import { kb, type Row } from './table';

const JS_BUDGET_GZIP = 200 * 1024;

/** Loads the sign-in page in Chromium and weighs every script and style sheet it fetched. */
export async function measureSignInAssets(baseUrl: string): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ kind: 'js' | 'css'; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => ({
          kind: type === 'script' ? 'js' : 'css',
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const assets = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css', key: 'raw' | 'gzip') =>
      assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0);
    const jsGzip = sum('js', 'gzip');
    return [
      { measure: 'sign-in page JS (raw)', value: kb(sum('js', 'raw')) },
      { measure: 'sign-in page JS (gzip)', value: kb(jsGzip), budget: '≤ 200 KB', ok: jsGzip <= JS_BUDGET_GZIP },
      { measure: 'sign-in page CSS (raw)', value: kb(sum('css', 'raw')) },
      { measure: 'sign-in page CSS (gzip)', value: kb(sum('css', 'gzip')) },
    ];
  } finally {
    await browser.close();
  }
}
