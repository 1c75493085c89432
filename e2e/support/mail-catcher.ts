import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The message as it came over the wire: headers and body. */
  data: string;
}

export interface MailCatcher {
  port: number;
  mails: CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping every mail the portal sends it. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    port: (smtp.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
