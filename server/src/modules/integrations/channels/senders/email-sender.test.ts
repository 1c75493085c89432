import type { AddressInfo } from 'node:net';
import type { EmailSettings } from '@workbench/contracts';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailFailure, sendEmail } from './email-sender';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const PASSWORD = 'Relay-Secret-42';
let server: SMTPServer | undefined;

/** A real SMTP server in the test process (smtp-server, with its own self-signed certificate for TLS). */
async function startSmtp(options: {
  secure?: boolean;
  allowStartTls?: boolean;
}): Promise<{ port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  server = new SMTPServer({
    secure: options.secure ?? false,
    disabledCommands: options.allowStartTls || options.secure ? [] : ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'alarms' && auth.password === PASSWORD) return callback(null, { user: 'alarms' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    logger: false,
  });
  const running = server;
  await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
  return { port: (running.server.address() as AddressInfo).port, inbox };
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
});

const settingsFor = (port: number, fields: Partial<EmailSettings> = {}): EmailSettings => ({
  host: '127.0.0.1',
  port,
  tls: 'none',
  acceptSelfSigned: false,
  userName: 'alarms',
  senderName: 'Plant alarms',
  senderAddress: 'alarms@plant.example',
  templates: {
    'zh-Hans': { subject: '', body: '' },
    en: { subject: '', body: '' },
    'de-DE': { subject: '', body: '' },
  },
  ...fields,
});

const message = {
  to: 'wang.fang@plant.example',
  subject: 'Brandalarm Halle 2',
  html: '<p>Bitte <b>sofort</b> räumen</p>',
  text: 'Bitte sofort räumen',
  idempotencyKey: 'event-17:contact-3',
};
const anyHost = { allowedHosts: [] };

describe('sending an e-mail', () => {
  it('delivers it with the sender, recipient, subject and body, and the key as its Message-ID', async () => {
    const { port, inbox } = await startSmtp({});
    await sendEmail(settingsFor(port), PASSWORD, message, anyHost, 5_000);
    expect(inbox.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'alarms@plant.example', to: ['wang.fang@plant.example'] },
    ]);
    const mail = await simpleParser(inbox[0]?.raw ?? '');
    expect(mail.from?.text).toBe('"Plant alarms" <alarms@plant.example>');
    expect(mail.subject).toBe('Brandalarm Halle 2');
    expect(mail.html).toContain('<p>Bitte <b>sofort</b> räumen</p>');
    expect(mail.text?.trim()).toBe('Bitte sofort räumen');
    expect(mail.messageId).toBe('<event-17.contact-3@workbench.portal>');
  });

  it('fails clearly, for good and without the password, when the password is wrong', async () => {
    const { port, inbox } = await startSmtp({});
    const failure = await sendEmail(settingsFor(port), 'wrong', message, anyHost, 5_000).catch(
      (error: unknown) => error as EmailFailure,
    );
    expect(failure).toBeInstanceOf(EmailFailure);
    expect(failure?.retryable).toBe(false);
    expect(failure?.message).toMatch(/^EAUTH: 535/);
    expect(failure?.message).not.toContain('wrong');
    expect(inbox).toEqual([]);
  });

  it('uses STARTTLS with a self-signed certificate when the channel accepts one, and refuses it otherwise', async () => {
    const { port, inbox } = await startSmtp({ allowStartTls: true });
    const refused = await sendEmail(settingsFor(port, { tls: 'starttls' }), PASSWORD, message, anyHost, 5_000).catch(
      (error: unknown) => error as EmailFailure,
    );
    expect(refused).toBeInstanceOf(EmailFailure);
    expect(refused?.message).toMatch(/certificate/i);
    await sendEmail(settingsFor(port, { tls: 'starttls', acceptSelfSigned: true }), PASSWORD, message, anyHost, 5_000);
    expect(inbox).toHaveLength(1);
  });

  it('speaks implicit TLS', async () => {
    const { port, inbox } = await startSmtp({ secure: true });
    await sendEmail(settingsFor(port, { tls: 'implicit', acceptSelfSigned: true }), PASSWORD, message, anyHost, 5_000);
    expect(inbox).toHaveLength(1);
  });

  it('keeps to the address rules', async () => {
    const failure = await sendEmail(
      settingsFor(25, { host: '169.254.169.254' }),
      PASSWORD,
      message,
      anyHost,
      1_000,
    ).catch((error: unknown) => error as Error);
    expect(failure).toMatchObject({ reason: 'link-local' });
  });
});
