// `npm run demo:mail`: what the demo plant's example channels send to, on this machine only.
// A mail catcher (SMTP on 127.0.0.1:1025, no TLS, any sender) and a webhook catcher (HTTP on
// 127.0.0.1:8025) print every message that arrives, so that a newcomer can press "Send test" on
// /SYSIntegration and watch it come in. Nothing is kept and nothing is forwarded.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.DEMO_SMTP_PORT ?? 1025);
const HTTP_PORT = Number(process.env.DEMO_HTTP_PORT ?? 8025);
const HOST = '127.0.0.1';
const rule = (title) => console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        rule(`e-mail ${new Date().toLocaleTimeString()}`);
        console.log(`From:    ${mail.from?.text ?? session.envelope.mailFrom?.address ?? ''}`);
        console.log(`To:      ${session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ')}`);
        console.log(`Subject: ${mail.subject ?? ''}`);
        console.log(`\n${(mail.text ?? '').trim()}`);
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', (error) => console.error('mail catcher:', error.message));

const http = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    rule(`${request.method} ${request.url} ${new Date().toLocaleTimeString()}`);
    for (const name of ['content-type', 'idempotency-key', 'x-workbench-timestamp', 'x-workbench-signature']) {
      if (request.headers[name]) console.log(`${name}: ${request.headers[name]}`);
    }
    try {
      console.log(`\n${JSON.stringify(JSON.parse(body), null, 2)}`);
    } catch {
      console.log(`\n${body}`);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

smtp.listen(SMTP_PORT, HOST, () => console.log(`mail catcher:    smtp://${HOST}:${SMTP_PORT}`));
http.listen(HTTP_PORT, HOST, () => console.log(`webhook catcher: http://${HOST}:${HTTP_PORT}`));
console.log('Send a test from http://localhost:8080/#/SYSIntegration (admin). Ctrl+C stops.');
