import type { ApiFailure } from '../envelope';
import type { FaceFrameCheck } from '../face-frames';
import { FACE_GUIDANCE } from '../face-guidance';
import type { LoginResult, Profile } from '../identity';
import { OPTIONAL_LANGUAGES } from '../languages';
import type { LocalizationResponse } from '../localization';
import type { BaseMenuList } from '../menus';
import type { Settings, StaticConfig } from '../settings';
import {
  array,
  boolean,
  type Check,
  check,
  literal,
  nullable,
  nullValue,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
  withDefault,
} from './check';

/*
 * The answers read before and during sign-in, and the session's first two (who is signed in, what
 * they may open, which the route guard waits for), without zod. Each mirrors the classic schema named
 * in its comment line for line; start-up-checks.test.ts holds each pair to the same answers.
 */

/** apiFailureSchema (envelope.ts). */
export const apiFailureCheck: Check<ApiFailure> = check(
  object({
    code: literal(0),
    errorCode: string,
    message: string,
    data: nullValue,
    details: optional(array(object({ field: string, message: string }))),
  }),
);

/** faceFrameCheckSchema (face-frames.ts): the face sign-in's live preview, on the sign-in page. */
export const faceFrameCheckCheck: Check<FaceFrameCheck> = check(
  object({
    guidance: oneOf(FACE_GUIDANCE),
    width: number({ int: true }),
    height: number({ int: true }),
    faces: array(object({ x: number(), y: number(), width: number(), height: number(), turn: number() })),
  }),
);

/** loginResultSchema (identity.ts). */
export const loginResultCheck: Check<LoginResult> = check(
  object({
    tokenType: literal('Bearer'),
    accessToken: string,
    refreshToken: string,
    ticket: string,
    userName: string,
    mesAccessLevel: nullable(string),
    expiresIn: number({ int: true }),
  }),
);

const text = withDefault(string, () => '');

/** settingsSchema (settings.ts). */
export const settingsCheck: Check<Settings> = check(
  object({
    BackGroundPicture: text,
    TabIcon: text,
    sysIcon: text,
    icon: text,
    btnGroup: withDefault(array(number({ int: true, min: 1, max: 5 })), () => [1, 2, 3, 4, 5]),
    MultiLanguages: withDefault(array(oneOf(OPTIONAL_LANGUAGES)), () => []),
    userActivity: withDefault(
      object({
        enable: withDefault(boolean, () => false),
        activityTime: withDefault(number({ positive: true }), () => 30),
      }),
      () => ({ enable: false, activityTime: 30 }),
    ),
    homePage: optional(number({ int: true })),
  }),
);

const port = withDefault(union(string, number()), () => '');

/** staticConfigSchema (settings.ts). */
export const staticConfigCheck: Check<StaticConfig> = check(
  object({
    Domain: text,
    URL: text,
    gatewayPort: port,
    fingerURL: text,
    fingergatewayPort: port,
    login: text,
    ticket: withDefault(union(string, boolean), () => ''),
    faceLiveness: withDefault(union(string, boolean), () => 'true'),
  }),
);

/** localizationResponseSchema (localization.ts). */
export const localizationResponseCheck: Check<LocalizationResponse> = check(
  object({
    frontEndLanguages: array(object({ language: string, localizationDict: record(string) })),
  }),
);

/** profileSchema (identity.ts). */
export const profileCheck: Check<Profile> = check(
  object({
    name: string,
    userName: string,
    userId: string,
    isAdmin: boolean,
    isSysAdmin: boolean,
    warehouseDtos: array(object({ id: string, code: string, name: string })),
  }),
);

/** baseMenuListSchema (menus.ts). */
export const baseMenuListCheck: Check<BaseMenuList> = check(object({ baseMenuCodes: record(boolean) }));
