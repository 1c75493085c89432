import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestLog } from './request-log';

describe('request log', () => {
  it('writes one line per answered request with method, path without query, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    app.decorateRequest('authContext', null);
    installRequestLog(app);
    app.get('/api/probe', async (_request, reply) => reply.code(404).send({ code: 0 }));
    await app.inject({ method: 'GET', url: '/api/probe?line=A1' });
    await app.close();

    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/api/probe', statusCode: 404 });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
  });
});
