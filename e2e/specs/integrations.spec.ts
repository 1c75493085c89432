import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher';
import { antdMotionOver, motionSettled } from '../support/motion';
import type { PortalLanguage } from '../support/portal';

/** Where to keep screenshots of the pages, when asked (INTEGRATIONS_SCREENSHOTS=/some/folder). */
const SCREENSHOTS = process.env.INTEGRATIONS_SCREENSHOTS;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

// A server of its own: the channels made here must not reach the other specs' screens.
const portal = browserSpec({ ownServer: true });
let receiver: Server;
let smtp: MailCatcher;
const posts: Received[] = [];

const portOf = (address: AddressInfo | string | null) => (typeof address === 'object' && address ? address.port : 0);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  smtp = await startMailCatcher();
});
afterAll(async () => {
  receiver?.close();
  await smtp?.close();
});

async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Sends a test from the list's row of the channel and reads the outcome the dialog shows. */
async function sendTestFromList(page: Page, name: string, recipient?: string): Promise<string> {
  await page.goto(`${portal.baseUrl}/#/SYSIntegration`);
  await page.getByRole('button', { name: `Send a test through ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await antdMotionOver(page);
  if (recipient) await dialog.getByLabel('Recipient e-mail address').fill(recipient);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const outcome = dialog.locator('[role="status"].ant-alert-success, [role="alert"].ant-alert-error');
  const sent = Date.now();
  try {
    await outcome.waitFor({ timeout: 30_000 });
  } catch (error) {
    // What the dialog said instead, and what the server was doing meanwhile.
    const shown = await dialog.innerText().catch(() => '(no dialog)');
    throw new Error(
      `No outcome ${Date.now() - sent} ms after "Send"; the dialog shows:\n${shown}\n--- server log ---\n${portal.server.output().slice(-6_000)}`,
      { cause: error },
    );
  }
  return (await outcome.textContent()) ?? '';
}

describe('system integrations (/SYSIntegration)', () => {
  it('an administrator creates a webhook robot, sends a test and sees it delivered', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/RobotChannel`);
    await page.getByLabel('Name', { exact: true }).fill('Line 2 robot');
    await page.getByLabel('Webhook address').fill(`http://127.0.0.1:${portOf(receiver.address())}/hook`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Channel: Line 2 robot' }).waitFor();

    const outcome = await sendTestFromList(page, 'Line 2 robot');
    expect(outcome).toMatch(/Delivered in \d+ ms\./);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '{}')).toMatchObject({ title: expect.stringContaining('Line 2 robot') });

    // The delivery log lists the message with its outcome and its single attempt.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Delivery log of Line 2 robot' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log: Line 2 robot' });
    const row = log.locator('.ant-table-row');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().innerText()).toMatch(/The robot’s chat\s+Delivered\s+1\s+\d+ ms/);
    await context.close();
  });

  it('a robot whose receiver hangs up fails its test, and the delivery log says why', async () => {
    // A receiver that hangs up on every connection. It keeps its port: a port closed for the test
    // could be taken meanwhile by a listener of the suites running beside this one, which might
    // never answer, and the test would wait out the attempt's timeout instead.
    const gone = createNetServer((socket) => socket.destroy());
    gone.listen(0, '127.0.0.1');
    await once(gone, 'listening');
    const port = portOf(gone.address());

    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/RobotChannel`);
    await page.getByLabel('Name', { exact: true }).fill('Unplugged robot');
    await page.getByLabel('Webhook address').fill(`http://127.0.0.1:${port}/hook`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Channel: Unplugged robot' }).waitFor();

    const outcome = await sendTestFromList(page, 'Unplugged robot');
    expect(outcome).toContain('Not delivered');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Delivery log of Unplugged robot' }).click();
    const row = page.getByRole('dialog', { name: 'Delivery log: Unplugged robot' }).locator('.ant-table-row');
    await row.first().waitFor();
    const text = await row.first().innerText();
    expect(text).toContain('Failed');
    // The error the dialog showed is the one the log keeps.
    expect(text).toContain(outcome.replace('Not delivered', '').trim());
    await context.close();
    gone.close();
  });

  it('an administrator creates an e-mail channel against a real SMTP server and the test message arrives', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/EmailChannel`);
    await page.getByLabel('Name', { exact: true }).fill('Plant mail');
    await page.getByLabel('SMTP server').fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill(String(smtp.port));
    await page.locator('.ant-radio-button-wrapper', { hasText: 'None' }).click();
    await page.getByLabel('Sender address').fill('workbench@plant.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Channel: Plant mail' }).waitFor();

    const outcome = await sendTestFromList(page, 'Plant mail', 'night.shift@plant.example');
    expect(outcome).toMatch(/Delivered in \d+ ms\./);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ from: 'workbench@plant.example', to: ['night.shift@plant.example'] });
    expect(smtp.mails[0]?.data).toContain('Plant mail');
    await context.close();
  });

  it('an administrator creates a plug-in channel with a signing secret; the test call arrives signed', async () => {
    const secret = 'plug-in-secret-3319';
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/pluginChannel`);
    await page.getByLabel('Name', { exact: true }).fill('MES receiver');
    await page.getByLabel('Address', { exact: true }).fill(`http://127.0.0.1:${portOf(receiver.address())}/mes`);
    await page.getByLabel('Signing secret').fill(secret);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Channel: MES receiver' }).waitFor();

    const outcome = await sendTestFromList(page, 'MES receiver');
    expect(outcome).toMatch(/Delivered in \d+ ms\./);
    const call = posts.at(-1);
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      title: expect.stringContaining('MES receiver'),
      channel: 'MES receiver',
    });
    // What the plant's receiver checks: HMAC-SHA256 with the secret over "<timestamp>.<body>".
    const timestamp = String(call?.headers['x-workbench-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${call?.body}`).digest('hex');
    expect(call?.headers['x-workbench-signature']).toBe(`sha256=${expected}`);
    expect(await page.content()).not.toContain(secret);
    await context.close();
  });

  it.runIf(Boolean(SCREENSHOTS))('draws the list and each editor in every language', async () => {
    for (const language of ['zh-Hans', 'en', 'de-DE'] as PortalLanguage[]) {
      const { context, page } = await portal.signIn('admin', language);
      await page.goto(`${portal.baseUrl}/#/SYSIntegration`);
      await page.locator('.wb-int-table .ant-table-row').first().waitFor();
      await shoot(page, `list-${language}`);
      await page.locator('.wb-int-row-actions').first().getByRole('button').nth(1).click();
      await page.locator('.wb-int-log .ant-table-row, .wb-int-log .ant-table-placeholder').first().waitFor();
      // The picture once the drawer has slid in.
      await motionSettled(page, '.ant-drawer:has(.wb-int-log)');
      await shoot(page, `log-${language}`);
      await page.keyboard.press('Escape');
      for (const route of ['EmailChannel', 'RobotChannel', 'pluginChannel']) {
        await page.goto(`${portal.baseUrl}/#/${route}`);
        await page.locator('.wb-int-preview:visible').waitFor();
        await shoot(page, `${route}-${language}`);
        // The page scrolls inside the frame: the templates and their preview get a picture of their own.
        if (SCREENSHOTS) {
          await page
            .locator('.wb-int-template-pane:visible')
            .screenshot({ path: `${SCREENSHOTS}/${route}-${language}-templates.png` });
        }
      }
      await context.close();
    }
  });
});
