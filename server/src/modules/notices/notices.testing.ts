import { API_PATHS, type CreateNoticeRequest, type MyNoticesAnswer, type Notice } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { post, type SignedIn } from '../../../test/helper';
import { roles } from '../access/roles.table';
import type { NoticeScheduler } from './notice-moments';

export const paths = API_PATHS.admin.notices;

export const userIdOf = (login: SignedIn) => String(decodeJwt(login.accessToken).sub);

export async function roleIdNamed(app: FastifyInstance, name: string): Promise<string> {
  const [row] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/** A notice's request with an English title and everyone as its audience unless told otherwise. */
export function noticeRequest(overrides: Partial<CreateNoticeRequest> & { title?: string } = {}) {
  const { title = 'Canteen closed on Friday', ...rest } = overrides;
  return {
    texts: { en: { title, body: 'The canteen is **closed** on Friday.' } },
    priority: 'normal',
    audience: { everyone: true, roleIds: [], userIds: [], applicationIds: [] },
    publishAt: null,
    expiresAt: null,
    ...rest,
  };
}

/** A call that must succeed: its data. */
export async function ok<T>(app: FastifyInstance, as: SignedIn, path: string, body?: object, language = 'en') {
  const response = await post(app, path, body, { as, language });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** `GET notice/get?id=`, which must succeed. */
export async function getNotice(app: FastifyInstance, as: SignedIn, id: string): Promise<Notice> {
  const response = await app.inject({
    method: 'GET',
    url: `${paths.get}?id=${encodeURIComponent(id)}`,
    headers: as.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Notice;
}

/** Creates and publishes a notice now; its answer. */
export async function publishedNotice(
  app: FastifyInstance,
  as: SignedIn,
  overrides: Parameters<typeof noticeRequest>[0] = {},
): Promise<Notice> {
  const created = await ok<Notice>(app, as, paths.create, noticeRequest(overrides));
  return ok<Notice>(app, as, paths.publish, { id: created.id });
}

export const mine = (app: FastifyInstance, as: SignedIn, language = 'en') =>
  ok<MyNoticesAnswer>(app, as, paths.queryMine, undefined, language);

/** A scheduler that only remembers what it was asked to keep. */
export class RecordingScheduler implements NoticeScheduler {
  readonly kept = new Map<string, Date>();
  readonly cancelled: string[] = [];
  async scheduleOnce(input: { key: string; runAt: Date }): Promise<void> {
    this.kept.set(input.key, input.runAt);
  }
  async cancelScheduled(key: string): Promise<void> {
    this.kept.delete(key);
    this.cancelled.push(key);
  }
}
