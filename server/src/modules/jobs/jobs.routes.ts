import {
  API_PATHS,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createJobRequestSchema,
  editJobRequestSchema,
  getByIdQuerySchema,
  jobIdRequestSchema,
  jobKindsAnswerSchema,
  jobPageRequestSchema,
  jobRunSchema,
  jobRunsRequestSchema,
  jobSchema,
  PERMISSIONS,
  pagedResultSchema,
} from '@workbench/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/permissions';
import { jobEngineOf } from './job-scheduler';
import { jobSecretBox } from './job-secrets';
import {
  changeJobState,
  createJob,
  deleteJobs,
  editJob,
  getJob,
  type JobsContext,
  queryJobKinds,
  queryJobPage,
  queryJobRuns,
} from './jobs.service';

/**
 * Timed work (docs/spec.md §2 `/Job`): the jobs' administration under the job-manage permission,
 * and this instance's scheduler, started once the app is ready (where SCHEDULER_ENABLED allows)
 * and stopped when it closes.
 */
export const jobsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.admin.jobs;
  // Checked before the body is: a caller without the permission learns nothing of what a call takes.
  const preValidation = requirePermission(PERMISSIONS.jobManage);
  const engine = jobEngineOf(app.scheduler);
  const ctx: JobsContext = {
    db: app.db,
    events: app.events,
    kinds: engine.kinds,
    secrets: jobSecretBox(app.installationKey),
    plantTimeZone: app.config.jobs.plantTimeZone,
    now: () => new Date(),
  };
  app.addHook('onReady', async () => {
    await engine.ensureBuiltInJobs();
    if (app.config.jobs.schedulerEnabled) engine.start();
  });
  app.addHook('preClose', async () => engine.stop());

  const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });

  routes.post(
    paths.pageList,
    { schema: { body: jobPageRequestSchema, response: { 200: pagedResultSchema(jobSchema) } }, preValidation },
    async (request) => queryJobPage(app.db, request.body),
  );

  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: jobSchema } }, preValidation },
    async (request) => getJob(app.db, request.query.id),
  );

  routes.post(
    paths.create,
    { schema: { body: createJobRequestSchema, response: { 200: jobSchema } }, preValidation },
    async (request) => createJob(ctx, actorOf(request), request.body),
  );

  routes.post(
    paths.edit,
    { schema: { body: editJobRequestSchema, response: { 200: jobSchema } }, preValidation },
    async (request) => editJob(ctx, actorOf(request), request.body),
  );

  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preValidation },
    async (request) => deleteJobs(ctx, actorOf(request), request.body.ids),
  );

  for (const action of ['runNow', 'pause', 'resume'] as const) {
    routes.post(
      paths[action],
      { schema: { body: jobIdRequestSchema, response: { 200: jobSchema } }, preValidation },
      async (request) => changeJobState(ctx, actorOf(request), request.body.id, action),
    );
  }

  routes.post(
    paths.queryRuns,
    { schema: { body: jobRunsRequestSchema, response: { 200: pagedResultSchema(jobRunSchema) } }, preValidation },
    async (request) => queryJobRuns(app.db, request.body),
  );

  routes.post(paths.queryKinds, { schema: { response: { 200: jobKindsAnswerSchema } }, preValidation }, async () =>
    queryJobKinds(ctx),
  );
};
