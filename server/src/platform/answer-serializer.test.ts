import {
  leadUserListItemSchema,
  type MenuItem,
  menuResponseSchema,
  pagedResultSchema,
  profileSchema,
} from '@workbench/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, answerSerializerOf } from './answer-serializer';
import { installEnvelope } from './envelope';
import { sharedAnswer } from './shared-answers';
import { zodValidatorCompiler } from './validation';

/** The answer as the routes declare it: in the envelope. */
function enveloped(data: z.ZodType) {
  return z.object({ code: z.literal(1), message: z.string(), data });
}

function compiled(schema: z.ZodType): (data: unknown) => string {
  const serializer = answerSerializerOf(schema);
  if (serializer.kind !== 'compiled') throw new Error(`left to zod: ${serializer.reason}`);
  return serializer.serialize;
}

/** What the zod path sends: the encoded answer through JSON.stringify. */
function zodBytes(schema: z.ZodType, data: unknown): string {
  return JSON.stringify(z.encode(schema, data as never));
}

/**
 * The same JSON as the zod path: the same values, arrays in the same order (fast-json-stringify
 * writes an object's required keys before its optional ones, which JSON gives no meaning).
 */
function expectSameJson(written: string, schema: z.ZodType, answer: unknown): void {
  expect(JSON.parse(written)).toStrictEqual(JSON.parse(zodBytes(schema, answer)));
}

function page(id: string, parentId: string | null, children: MenuItem[] = []): MenuItem {
  return {
    id,
    menuId: `m-${id}`,
    menuType: children.length > 0 ? 'Module' : 'Page',
    menuCode: `code-${id}`,
    menuName: `菜单 ${id} "quoted" \\ back\nslash`,
    menuNameEn: `Menu ${id}`,
    menuNameAlias: `Menü ${id}`,
    webClientRoute: `/apps/warehouse/#/${id}`,
    path: '',
    pageType: 1,
    keepAliveFlag: true,
    isCollect: false,
    firstPickMenu: 0,
    order: 3,
    parentId,
    applicationId: 'app-1',
    dbId: null,
    children,
  };
}

const menuAnswer = {
  code: 1,
  message: '',
  data: {
    defaultLeadMenuQueryOutput: [page('s1', null, [page('m1', 's1', [page('p1', 'm1'), page('p2', 'm1')])])],
    collectLeadMenuQueryOutput: [page('p2', 'm1')],
    firstPickMenu: 1,
    baseMenuCodes: { 'admin.users': true, 'admin.roles': false },
  },
};

const profileAnswer = {
  code: 1,
  message: 'Willkommen',
  data: {
    name: 'Operator',
    userName: 'operator',
    userId: 'u-1',
    isAdmin: false,
    isSysAdmin: false,
    warehouseDtos: [{ id: 'w-1', code: 'WH01', name: 'Hauptlager' }],
  },
};

const userRow = {
  id: 'u-2',
  userName: 'clerk',
  name: 'Clerk',
  email: null,
  phoneNumber: '+49 30 1234',
  // Answers carry the masked card only, dots included.
  cardNo: '••••1873',
  isAdmin: false,
  enabled: true,
  roleIds: ['r-1'],
  warehouseIds: [],
  mesAccessLevel: null,
  language: 'de-DE',
  hasFace: false,
  creationTime: '2026-11-26T08:00:00.000Z',
  roleNames: ['Lager'],
};

describe('compiled answer serialisers', () => {
  const cases: Array<[string, z.ZodType, unknown]> = [
    ['the menu tree (recursive)', enveloped(menuResponseSchema), menuAnswer],
    ['the profile', enveloped(profileSchema), profileAnswer],
    [
      'a paged list',
      enveloped(pagedResultSchema(leadUserListItemSchema)),
      { code: 1, message: '', data: { items: [userRow], totalCount: 41 } },
    ],
    ['an envelope with null data', enveloped(z.null()), { code: 1, message: 'Saved.', data: null }],
  ];

  it.each(cases)('write %s as the zod path does', (_name, schema, answer) => {
    expectSameJson(compiled(schema)(answer), schema, answer);
  });

  it('write the menu tree, whose fields are all required, byte for byte as the zod path does', () => {
    const schema = enveloped(menuResponseSchema);
    expect(compiled(schema)(menuAnswer)).toBe(zodBytes(schema, menuAnswer));
  });

  it('leave out keys the contract does not name, at any depth', () => {
    const schema = enveloped(menuResponseSchema);
    const leaf = { ...page('p9', 'm1'), passwordHash: 'secret' };
    const answer = {
      ...menuAnswer,
      debug: 'internal',
      data: { ...menuAnswer.data, defaultLeadMenuQueryOutput: [{ ...page('m1', null, [leaf]), rowVersion: 7 }] },
    };
    const written = compiled(schema)(answer);

    expectSameJson(written, schema, answer);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('rowVersion');
    expect(written).not.toContain('internal');
  });

  it('refuse an answer that lacks a required field', () => {
    const { userName: _, ...withoutUserName } = profileAnswer.data;
    expect(() => compiled(enveloped(profileSchema))({ ...profileAnswer, data: withoutUserName })).toThrow(/userName/);
  });

  it('refuse an answer that leaves out a field with a default, as zod does, rather than fill it in', () => {
    const schema = enveloped(z.object({ icon: z.string().default('') }));
    expect(() => compiled(schema)({ code: 1, message: '', data: {} })).toThrow(/icon/);
    expect(() => zodBytes(schema, { code: 1, message: '', data: {} })).toThrow();
  });

  it('write optional, nullable and union fields, records and literals as zod does', () => {
    const schema = enveloped(
      z.object({
        note: z.string().optional(),
        owner: z.object({ id: z.string() }).nullable(),
        kind: z.enum(['a', 'b']),
        days: z.union([z.literal(1), z.literal(3), z.literal(7)]),
        value: z.union([z.string(), z.number()]),
        counts: z.record(z.string(), z.number().int()),
        texts: z.record(z.string(), z.object({ title: z.string() })),
        extra: z.unknown(),
      }),
    );
    const answers = [
      {
        code: 1,
        message: '',
        data: { owner: null, kind: 'a', days: 7, value: 'x', counts: {}, texts: {}, extra: { any: [1] } },
      },
      {
        code: 1,
        message: '',
        data: {
          note: 'n',
          owner: { id: 'o', more: 1 },
          kind: 'b',
          days: 1,
          value: 4.5,
          counts: { a: 1, b: 2 },
          texts: { en: { title: 'T', body: 'dropped' } },
          extra: null,
        },
      },
    ];
    for (const answer of answers) expectSameJson(compiled(schema)(answer), schema, answer);
  });

  it('leave to zod what zod would send differently: transforms, codecs, dates, rewriting checks', () => {
    const schemas = [
      z.object({ at: z.date() }),
      z.object({ n: z.string().transform((text) => text.length) }),
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      }),
      z.object({ name: z.string().trim() }),
      z.map(z.string(), z.string()),
    ];
    for (const schema of schemas) expect(answerSerializerOf(enveloped(schema)).kind).toBe('zod');
  });
});

/** A service whose one route answers what the test hands it, serialised as `checkAnswers` says. */
async function appAnswering(checkAnswers: boolean, data: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers, log: app.log }));
  installEnvelope(app);
  const schema = z.object({ name: z.string(), shift: z.string().refine((text) => text !== 'never') });
  app.post('/api/probe', { schema: { response: { 200: schema } } }, async () => data());
  await app.ready();
  return app;
}

describe('the answer serializer compiler', () => {
  it('checks every answer against its contract with zod when asked (tests): a wrong shape fails', async () => {
    const app = await appAnswering(true, () => ({ name: 42, shift: 'early' }));
    const answer = await app.inject({ method: 'POST', url: '/api/probe' });
    expect(answer.statusCode).toBe(500);
    await app.close();
  });

  it('in service writes the answer without running zod over it', async () => {
    // The refinement is zod's alone: that it does not refuse shows zod did not look at the answer.
    const app = await appAnswering(false, () => ({ name: 'Ada', shift: 'never', hidden: 1 }));
    const answer = await app.inject({ method: 'POST', url: '/api/probe' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('{"code":1,"message":"","data":{"name":"Ada","shift":"never"}}');
    await app.close();
  });

  it('answers the same bytes either way for an answer that keeps its contract', async () => {
    const bodies: string[] = [];
    for (const check of [true, false]) {
      const app = await appAnswering(check, () => ({ name: 'Ada', shift: 'late' }));
      bodies.push((await app.inject({ method: 'POST', url: '/api/probe' })).body);
      await app.close();
    }
    expect(bodies[0]).toBe(bodies[1]);
  });

  /** An answer that counts how often its name is read (freezing it reads it once). */
  const countingReads = () => {
    const counter = { reads: 0 };
    const answer = {
      get name() {
        counter.reads += 1;
        return 'Ada';
      },
      shift: 'late',
    };
    return { answer, counter };
  };

  it('in service writes a shared answer once and sends the same text after that', async () => {
    const { answer, counter } = countingReads();
    const shared = sharedAnswer(answer);
    const readsWhenShared = counter.reads;
    const app = await appAnswering(false, () => shared);
    const bodies = [];
    for (let i = 0; i < 3; i += 1) bodies.push((await app.inject({ method: 'POST', url: '/api/probe' })).body);
    expect(bodies).toEqual(Array(3).fill('{"code":1,"message":"","data":{"name":"Ada","shift":"late"}}'));
    expect(counter.reads - readsWhenShared).toBe(1);
    await app.close();
  });

  it('writes an answer that is not shared anew for every call', async () => {
    const { answer, counter } = countingReads();
    const app = await appAnswering(false, () => answer);
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'POST', url: '/api/probe' });
    expect(counter.reads).toBe(3);
    await app.close();
  });

  it('checks a shared answer against its contract on every call when asked (tests)', async () => {
    const { answer, counter } = countingReads();
    const shared = sharedAnswer(answer);
    const readsWhenShared = counter.reads;
    const app = await appAnswering(true, () => shared);
    for (let i = 0; i < 2; i += 1) {
      expect((await app.inject({ method: 'POST', url: '/api/probe' })).statusCode).toBe(200);
    }
    expect(counter.reads - readsWhenShared).toBeGreaterThanOrEqual(4);
    await app.close();
  });
});

describe('shared answers', () => {
  it('are frozen all the way down: a change throws instead of being sent stale', () => {
    const answer = sharedAnswer({ tree: [{ id: 'p1', children: [{ id: 'p2', children: [] }] }], codes: { a: true } });
    expect(Object.isFrozen(answer.tree[0]?.children[0])).toBe(true);
    expect(() => {
      (answer.codes as Record<string, boolean>).b = true;
    }).toThrow(TypeError);
    expect(() => answer.tree[0]?.children.push({ id: 'p3', children: [] })).toThrow(TypeError);
  });
});
