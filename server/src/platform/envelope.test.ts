import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installEnvelope } from './envelope';

async function appWithGetRoute() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installEnvelope(app);
  app.get('/api/probe', { schema: { response: { 200: z.array(z.string()) } } }, async () => ['line-a1', 'line-a2']);
  await app.ready();
  return app;
}

describe('answer envelope', () => {
  it('wraps a GET answer once, checked against its schema', async () => {
    const app = await appWithGetRoute();
    const answer = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 1, message: '', data: ['line-a1', 'line-a2'] });
    await app.close();
  });

  it("answers the GET route's automatic HEAD twin too", async () => {
    const app = await appWithGetRoute();
    const answer = await app.inject({ method: 'HEAD', url: '/api/probe' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    await app.close();
  });
});
