import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { API_PATHS, type AuditEntry, type Channel, type ChannelListItem, type Delivery } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../test/helper';
import { integrationChannels } from './channels/channels.table';

const paths = API_PATHS.admin.channels;
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const SMTP_PASSWORD = 'Smtp-Pa55-unique-7731';
const SIGNING_SECRET = 'sign-secret-unique-4410';
const templates = <T>(value: T) => ({ 'zh-Hans': value, en: value, 'de-DE': value });

/** Everything the service logged, to look for secrets in. */
let logged = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});

/** A local webhook receiver (robots and plugins) and a real SMTP server, both in this process. */
let receiver: Server;
let webhookBase: string;
let webhookAnswer = 200;
const calls: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
const inbox: string[] = [];

async function startReceivers() {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(webhookAnswer).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'alarms' && auth.password === SMTP_PASSWORD) return callback(null, { user: 'alarms' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
}

describeWithDb('system integrations: channels', () => {
  // Registered before the plant's hooks: the receivers start before the app and stop after it.
  beforeAll(startReceivers);
  afterAll(async () => {
    receiver?.closeAllConnections();
    receiver?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });
  useDemoPlant({ signIn: ['admin'], logStream });

  const call = async <T>(path: string, body: unknown, status = 200, as = admin): Promise<T> => {
    const response = await post(app, path, body as object, { as });
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  };
  const emailChannel = (fields: object = {}) => ({
    kind: 'email',
    name: 'Shift mail',
    settings: {
      host: '127.0.0.1',
      port: smtpPort,
      tls: 'none',
      userName: 'alarms',
      senderName: 'Plant alarms',
      senderAddress: 'alarms@plant.example',
      templates: templates({ subject: '', body: '' }),
    },
    password: SMTP_PASSWORD,
    ...fields,
  });

  it('is closed to users without the system-integration permission', async () => {
    const supervisor = await loginAs(app, 'supervisor', 'Supervisor#1');
    for (const path of [
      paths.pageList,
      paths.create,
      paths.edit,
      paths.batchDelete,
      paths.sendTest,
      paths.deliveries,
    ]) {
      const response = await post(app, path, {}, { as: supervisor });
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('keeps the SMTP password write-only: sealed at rest, never in an answer, the audit log or the log', async () => {
    const created = await call<Channel>(paths.create, emailChannel());
    expect(created).toMatchObject({ kind: 'email', passwordSet: true, enabled: false });
    const answers = [
      JSON.stringify(created),
      JSON.stringify(await call(paths.pageList, { maxResultCount: 100 })),
      (await app.inject({ method: 'GET', url: `${paths.get}?id=${created.id}`, headers: admin.headers })).body,
    ];
    const audit = await call<{ items: AuditEntry[] }>(API_PATHS.admin.auditLog.pageList, {
      resource: 'integrationChannel',
      resourceId: created.id,
    });
    expect(audit.items.map((entry) => entry.action)).toEqual(['create']);
    const [row] = await app.db.select().from(integrationChannels).where(eq(integrationChannels.id, created.id));
    for (const text of [...answers, JSON.stringify(audit), JSON.stringify(row), logged]) {
      expect(text).not.toContain(SMTP_PASSWORD);
    }
    expect(Object.keys(row?.sealedSecrets ?? {})).toEqual(['password']);
  });

  it('keeps a secret on an edit that does not name it, removes it on null, and never changes a kind', async () => {
    const created = await call<Channel>(paths.create, emailChannel({ name: 'Edited mail' }));
    const { password: _password, ...withoutPassword } = emailChannel({ name: 'Edited mail 2' });
    const kept = await call<Channel>(paths.edit, { ...withoutPassword, id: created.id });
    expect(kept).toMatchObject({ name: 'Edited mail 2', passwordSet: true });
    const removed = await call<Channel>(paths.edit, { ...withoutPassword, id: created.id, password: null });
    expect(removed).toMatchObject({ passwordSet: false });
    const robot = {
      kind: 'robot',
      name: 'x',
      settings: { robot: 'webhook', webhookUrl: `${webhookBase}/x`, templates: templates({ title: '', text: '' }) },
    };
    const refused = await post(app, paths.edit, { ...robot, id: created.id }, { as: admin, language: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A channel cannot change its kind; create a new channel instead.');
  });

  it('refuses bad input with the envelope and stores nothing', async () => {
    const before = (await call<{ totalCount: number }>(paths.pageList, {})).totalCount;
    const javascript = await post(
      app,
      paths.create,
      { kind: 'plugin', name: 'p', settings: { url: 'javascript:alert(1)', templates: templates({ body: '' }) } },
      { as: admin },
    );
    expect(javascript.statusCode).toBe(400);
    const notJson = await post(
      app,
      paths.create,
      {
        kind: 'plugin',
        name: 'p',
        settings: { url: `${webhookBase}/p`, templates: templates({ body: '{"a": {{title}}}' }) },
      },
      { as: admin, language: 'de-DE' },
    );
    expect(notJson.statusCode).toBe(400);
    expect(JSON.stringify(notJson.json())).toContain('Die Vorlage des Inhalts (zh-Hans) ergibt kein gültiges JSON.');
    expect((await post(app, paths.batchDelete, { ids: [NOWHERE] }, { as: admin })).statusCode).toBe(404);
    const unknown = await app.inject({ method: 'GET', url: `${paths.get}?id=${NOWHERE}`, headers: admin.headers });
    expect(unknown.statusCode).toBe(404);
    expect((await call<{ totalCount: number }>(paths.pageList, {})).totalCount).toBe(before);
  });

  it('sends a test e-mail in the chosen language and reports the outcome in the answer', async () => {
    const channel = await call<Channel>(paths.create, emailChannel({ name: 'Nachtschicht' }));
    const sent = await call<Delivery>(paths.sendTest, {
      id: channel.id,
      recipient: 'lea@plant.example',
      language: 'de-DE',
    });
    expect([sent.status, sent.attempts, sent.lastError]).toEqual(['delivered', 1, null]);
    const mail = await simpleParser(inbox.at(-1) ?? '');
    expect(mail.subject).toBe('Testnachricht von „Nachtschicht“');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('lea@plant.example');
    expect(mail.html).toContain('Dies ist eine Testnachricht des Kanals „Nachtschicht“');
    const log = await call<Delivery[]>(paths.deliveries, { channelId: channel.id });
    expect(log.map((entry) => entry.status)).toEqual(['delivered']);
  });

  it('shows a wrong SMTP password as the channel’s last error', async () => {
    const channel = await call<Channel>(paths.create, emailChannel({ name: 'Wrong password', password: 'not-it' }));
    const sent = await call<Delivery>(paths.sendTest, { id: channel.id, recipient: 'lea@plant.example' });
    expect(sent.status).toBe('failed');
    expect(sent.lastError).toMatch(/^EAUTH: 535/);
    const list = await call<{ items: ChannelListItem[] }>(paths.pageList, { filter: 'Wrong password' });
    expect(list.items[0]?.state.lastError).toMatch(/^EAUTH: 535/);
    const refused = await post(app, paths.sendTest, { id: channel.id, recipient: 'not an address' }, { as: admin });
    expect(refused.statusCode).toBe(400);
  });

  it('posts a signed test through a robot channel and a plugin, and reports a receiver that refuses', async () => {
    const robot = await call<Channel>(paths.create, {
      kind: 'robot',
      name: 'Line robot',
      settings: { robot: 'webhook', webhookUrl: `${webhookBase}/robot`, templates: templates({ title: '', text: '' }) },
      signingSecret: SIGNING_SECRET,
    });
    expect(robot).toMatchObject({ signingSecretSet: true });
    expect((await call<Delivery>(paths.sendTest, { id: robot.id })).status).toBe('delivered');
    const posted = calls.at(-1);
    const timestamp = String(posted?.headers['x-workbench-timestamp']);
    const expected = `sha256=${createHmac('sha256', SIGNING_SECRET).update(`${timestamp}.${posted?.body}`).digest('hex')}`;
    expect(posted?.headers['x-workbench-signature']).toBe(expected);
    expect(String(posted?.headers['idempotency-key'])).toMatch(/^test:/);

    const plugin = await call<Channel>(paths.create, {
      kind: 'plugin',
      name: 'MES hook',
      settings: {
        url: `${webhookBase}/mes`,
        templates: templates({ body: '{"event": "{{title}}", "note": "{{text}}"}' }),
      },
    });
    webhookAnswer = 500;
    const failed = await call<Delivery>(paths.sendTest, { id: plugin.id, language: 'en' });
    webhookAnswer = 200;
    expect([failed.status, failed.lastError]).toEqual([
      'failed',
      `refused-by-receiver: ${new URL(webhookBase).host} answered 500`,
    ]);
    expect(JSON.parse(calls.at(-1)?.body ?? '')).toMatchObject({ event: 'Test message from "MES hook"' });
    expect(logged).not.toContain(SIGNING_SECRET);
  });
});
