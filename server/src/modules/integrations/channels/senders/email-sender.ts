import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { EmailSettings } from '@workbench/contracts';
import { isHostAllowed, isLinkLocal } from '../../../../platform/outbound/address-rules';
import { OutboundError } from '../../../../platform/outbound/outbound-error';
import type { OutboundPolicy } from '../../../../platform/outbound/outbound-post';

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The outbox's idempotency key, as the Message-ID: a mail client shows a resent message once. */
  idempotencyKey: string;
}

/** An SMTP failure, with whether another attempt could succeed (a 4xx reply, a lost connection). */
export class EmailFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message.slice(0, 500));
    this.name = 'EmailFailure';
  }
}

/** The SMTP server obeys the same address rules as every outgoing call. */
async function checkSmtpHost(host: string, policy: OutboundPolicy): Promise<void> {
  if (!isHostAllowed(host, policy.allowedHosts)) throw new OutboundError('host-not-allowed', host);
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true }).catch(() => []);
  const refused = addresses.find((entry) => isLinkLocal(entry.address));
  if (refused) throw new OutboundError('link-local', `${host} resolves to ${refused.address}`);
}

function failureOf(error: unknown): EmailFailure {
  const { code, responseCode, response, message } = error as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = `${code ?? 'SMTP'}: ${response ?? message ?? 'unknown failure'}`;
  if (code === 'EAUTH' || code === 'EENVELOPE' || code === 'EMESSAGE') return new EmailFailure(detail, false);
  if (typeof responseCode === 'number') return new EmailFailure(detail, responseCode < 500);
  return new EmailFailure(detail, true);
}

/**
 * Sends one e-mail through the channel's SMTP server: TLS as configured (none, STARTTLS required,
 * or implicit TLS), certificates checked unless the channel accepts a self-signed one, every wait
 * bounded by the attempt's time, the password only in the SMTP exchange.
 */
export async function sendEmail(
  settings: EmailSettings,
  password: string | undefined,
  message: EmailMessage,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<void> {
  await checkSmtpHost(settings.host, policy);
  // Loaded on the first e-mail: an installation without an e-mail channel never needs it.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tls === 'implicit',
    requireTLS: settings.tls === 'starttls',
    ignoreTLS: settings.tls === 'none',
    ...(settings.userName ? { auth: { user: settings.userName, pass: password ?? '' } } : {}),
    tls: { rejectUnauthorized: !settings.acceptSelfSigned },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
  try {
    await transport.sendMail({
      from: { name: settings.senderName || settings.senderAddress, address: settings.senderAddress },
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, '.')}@workbench.portal>`,
    });
  } catch (error) {
    throw failureOf(error);
  } finally {
    transport.close();
  }
}
