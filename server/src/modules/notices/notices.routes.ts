import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createNoticeRequestSchema,
  editNoticeRequestSchema,
  getByIdQuerySchema,
  markNoticesReadAnswerSchema,
  myNoticesAnswerSchema,
  noticeIdRequestSchema,
  noticeIdsRequestSchema,
  noticePageRequestSchema,
  noticePreviewAnswerSchema,
  noticePreviewRequestSchema,
  noticeSchema,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/permissions';
import { markNoticesRead, queryMyNotices } from './my-notices.service';
import type { NoticeScheduler } from './notice-moments';
import {
  createNotice,
  deleteNotices,
  editNotice,
  getNotice,
  type NoticeContext,
  previewNotice,
  publishNotice,
  queryNoticePage,
  withdrawNotice,
} from './notices.service';

/**
 * Announcements (docs/spec.md §2 `/Notice`): their administration under the announcement
 * permission, and for every signed-in user their own list and read receipts. The scheduler keeps
 * each notice's publish and expiry moments (pass `app.scheduler`).
 */
export function noticesRoutes(scheduler: NoticeScheduler): FastifyPluginAsync {
  return async (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const paths = API_PATHS.admin.notices;
    // Checked before the body is: a caller without the permission learns nothing of what a call takes.
    const preValidation = requirePermission(PERMISSIONS.announceManage);
    const ctx: NoticeContext = {
      db: app.db,
      events: app.events,
      scheduler,
      now: () => new Date(),
      warn: (details, message) => app.log.warn(details, message),
    };
    const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });

    routes.post(
      paths.pageList,
      { schema: { body: noticePageRequestSchema, response: { 200: pagedResultSchema(noticeSchema) } }, preValidation },
      async (request) => queryNoticePage(app.db, request.body),
    );
    routes.get(
      paths.get,
      { schema: { querystring: getByIdQuerySchema, response: { 200: noticeSchema } }, preValidation },
      async (request) => getNotice(app.db, request.query.id),
    );
    routes.post(
      paths.create,
      { schema: { body: createNoticeRequestSchema, response: { 200: noticeSchema } }, preValidation },
      async (request) => createNotice(ctx, actorOf(request), request.body),
    );
    routes.post(
      paths.edit,
      { schema: { body: editNoticeRequestSchema, response: { 200: noticeSchema } }, preValidation },
      async (request) => editNotice(ctx, actorOf(request), request.body),
    );
    routes.post(
      paths.batchDelete,
      { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preValidation },
      async (request) => deleteNotices(ctx, actorOf(request), request.body.ids),
    );
    routes.post(
      paths.publish,
      { schema: { body: noticeIdRequestSchema, response: { 200: noticeSchema } }, preValidation },
      async (request) => publishNotice(ctx, actorOf(request), request.body.id),
    );
    routes.post(
      paths.withdraw,
      { schema: { body: noticeIdRequestSchema, response: { 200: noticeSchema } }, preValidation },
      async (request) => withdrawNotice(ctx, actorOf(request), request.body.id),
    );
    routes.post(
      paths.preview,
      { schema: { body: noticePreviewRequestSchema, response: { 200: noticePreviewAnswerSchema } }, preValidation },
      async (request) => previewNotice(request.body.body),
    );

    // Every signed-in user: a session is all these need.
    routes.post(paths.queryMine, { schema: { response: { 200: myNoticesAnswerSchema } } }, async (request) =>
      queryMyNotices(app.db, app.grants, request.auth.userId, request.language, new Date()),
    );
    routes.post(
      paths.markRead,
      { schema: { body: noticeIdsRequestSchema, response: { 200: markNoticesReadAnswerSchema } } },
      async (request) => markNoticesRead(app.db, app.grants, request.auth.userId, request.body.ids, new Date()),
    );
  };
}
