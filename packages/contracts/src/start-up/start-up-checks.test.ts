import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiFailureSchema } from '../envelope';
import { faceFrameCheckSchema } from '../face-frames';
import { loginResultSchema, profileSchema } from '../identity';
import { localizationResponseSchema } from '../localization';
import { baseMenuListSchema } from '../menus';
import { settingsSchema, staticConfigSchema } from '../settings';
import type { Check } from './check';
import {
  apiFailureCheck,
  baseMenuListCheck,
  faceFrameCheckCheck,
  localizationResponseCheck,
  loginResultCheck,
  profileCheck,
  settingsCheck,
  staticConfigCheck,
} from './start-up-checks';

/** Values that test every kind of rule: types, null against missing, integers, ranges, shapes. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'text',
  '0',
  0,
  -1,
  1,
  3,
  5,
  6,
  1.5,
  2 ** 60,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  [1, 2],
  ['en'],
  ['jp', 'es'],
  ['fr'],
  {},
  { a: 'b' },
  { a: 1 },
  new Date(0),
];

type Path = (string | number)[];

/** Every path into a value (objects and arrays), the value itself included. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const inner =
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) =>
          pathsOf(item, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

/** The sample, and the sample with each place in it replaced by each odd value, or with an extra key. */
function variantsOf(sample: unknown): unknown[] {
  const variants: unknown[] = [sample];
  for (const path of pathsOf(sample)) {
    for (const odd of ODD_VALUES) variants.push(replaced(sample, path, odd));
    variants.push(replaced(sample, path, { extra: 'dropped' }));
  }
  return variants;
}

function expectSameAnswers<T>(classic: z.ZodType<T>, plain: Check<T>, samples: unknown[]) {
  for (const sample of samples) {
    for (const variant of variantsOf(sample)) {
      const want = classic.safeParse(variant);
      const got = plain.safeParse(variant);
      expect({ variant, success: got.success }).toEqual({ variant, success: want.success });
      if (want.success && got.success) expect(got.data).toStrictEqual(want.data);
    }
  }
}

describe('start-up checks answer exactly as the classic schemas they mirror', () => {
  it('failure envelope (apiFailureSchema)', () => {
    expectSameAnswers(apiFailureSchema, apiFailureCheck, [
      { code: 0, errorCode: '10000', message: 'Name used', data: null },
      { code: 0, errorCode: '400', message: 'Invalid', data: null, details: [{ field: 'name', message: 'Too long' }] },
    ]);
  });

  it('sign-in answer (loginResultSchema)', () => {
    expectSameAnswers(loginResultSchema, loginResultCheck, [
      {
        tokenType: 'Bearer',
        accessToken: 'a',
        refreshToken: 'r',
        ticket: 't',
        userName: 'operator',
        mesAccessLevel: null,
        expiresIn: 900,
      },
      {
        tokenType: 'Bearer',
        accessToken: 'a',
        refreshToken: 'r',
        ticket: 't',
        userName: 'operator',
        mesAccessLevel: 'L2',
        expiresIn: 0,
      },
    ]);
  });

  it('face frame check (faceFrameCheckSchema)', () => {
    expectSameAnswers(faceFrameCheckSchema, faceFrameCheckCheck, [
      { guidance: 'ok', width: 640, height: 480, faces: [{ x: 1.5, y: 2, width: 100, height: 120, turn: -0.2 }] },
      { guidance: 'tooDark', width: 320, height: 240, faces: [] },
    ]);
  });

  it('settings file (settingsSchema)', () => {
    expectSameAnswers(settingsSchema, settingsCheck, [
      {},
      {
        BackGroundPicture: 'bg.png',
        TabIcon: 'tab.ico',
        sysIcon: 'sys.svg',
        icon: 'logo.svg',
        btnGroup: [1, 5],
        MultiLanguages: ['jp'],
        userActivity: { enable: true, activityTime: 15 },
        homePage: 1,
      },
    ]);
  });

  it('config.json (staticConfigSchema)', () => {
    expectSameAnswers(staticConfigSchema, staticConfigCheck, [
      {},
      {
        Domain: 'plant',
        URL: 'http://mes.plant:8080',
        gatewayPort: 8080,
        fingerURL: '',
        fingergatewayPort: '9000',
        login: 'sso',
        ticket: true,
      },
    ]);
  });

  it('server dictionaries (localizationResponseSchema)', () => {
    expectSameAnswers(localizationResponseSchema, localizationResponseCheck, [
      { frontEndLanguages: [] },
      {
        frontEndLanguages: [
          { language: 'en', localizationDict: { 'login.title': 'Log on', 'Line.Status': 'Line status' } },
          { language: 'de-DE', localizationDict: {} },
        ],
      },
    ]);
  });

  it('profile (profileSchema)', () => {
    expectSameAnswers(profileSchema, profileCheck, [
      { name: 'Ops', userName: 'operator', userId: 'u1', isAdmin: false, isSysAdmin: false, warehouseDtos: [] },
      {
        name: 'Ops',
        userName: 'operator',
        userId: 'u1',
        isAdmin: true,
        isSysAdmin: false,
        warehouseDtos: [{ id: 'w1', code: 'SZ01', name: 'Suzhou' }],
        roles: ['UR'],
      },
    ]);
  });

  it('granted menu codes (baseMenuListSchema)', () => {
    expectSameAnswers(baseMenuListSchema, baseMenuListCheck, [
      { baseMenuCodes: {} },
      { baseMenuCodes: { UserManage: true, RoleManage: false } },
    ]);
  });

  it('fills fresh defaults each time', () => {
    const first = settingsCheck.parse({});
    expect(first).toStrictEqual(settingsSchema.parse({}));
    expect(settingsCheck.parse({}).btnGroup).not.toBe(first.btnGroup);
    expect(staticConfigCheck.parse({})).toStrictEqual(staticConfigSchema.parse({}));
  });

  it('names where an answer went wrong', () => {
    expect(localizationResponseCheck.safeParse({ frontEndLanguages: [{ language: 1 }] })).toEqual({
      success: false,
      error: { path: 'frontEndLanguages.0.language', expected: 'a string' },
    });
  });
});
