import {
  API_PATHS,
  BUILT_IN_JOB_NAMES,
  batchDeleteRequestSchema,
  batchDeleteResultSchema,
  createEventStrategyRequestSchema,
  editEventStrategyRequestSchema,
  eventStrategyChangedSchema,
  eventStrategyIdsRequestSchema,
  eventStrategyPageRequestSchema,
  eventStrategySchema,
  getByIdQuerySchema,
  moveEventStrategyRequestSchema,
  PERMISSIONS,
  pagedResultSchema,
  tryEventStrategiesAnswerSchema,
  tryEventStrategiesRequestSchema,
} from '@workbench/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../platform/permissions';
import type { JobKindDefinition } from '../../platform/scheduler/scheduler';
import {
  createStrategy,
  deleteStrategiesByIds,
  editStrategy,
  getStrategy,
  moveStrategy,
  queryStrategyPage,
  setStrategiesEnabledAs,
  tryStrategies,
} from './event-strategies.service';
import {
  dispatchRaisedEvent,
  pruneStrategyBookkeeping,
  runDueEscalations,
  type StrategyContext,
} from './strategy-dispatch';

/**
 * The dispatches this instance has under way: `idle()` resolves when none is (tests wait for it
 * instead of for a time; closing the app waits for it too).
 */
export class StrategyDispatcher {
  private readonly running = new Set<Promise<unknown>>();
  /** The dispatch's clock (a test sets its own). */
  clock: () => Date = () => new Date();
  readonly ctx: StrategyContext;

  constructor(
    ctx: Omit<StrategyContext, 'now'>,
    private readonly warn: (error: unknown) => void,
  ) {
    this.ctx = { ...ctx, now: () => this.clock() };
  }

  dispatch(raised: { eventId: string; count: number }): void {
    const run = dispatchRaisedEvent(this.ctx, raised).catch(this.warn);
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

const dispatchers = new WeakMap<FastifyInstance, StrategyDispatcher>();

/** This app's dispatcher (tests wait on it). */
export function strategyDispatcherOf(app: FastifyInstance): StrategyDispatcher {
  const dispatcher = dispatchers.get(app);
  if (!dispatcher) throw new Error('the event strategies are not installed on this app');
  return dispatcher;
}

/** The scheduler's `eventStrategies.escalate`: every minute, the escalation steps that are due, then the old bookkeeping. */
export function escalationJobKind(ctx: StrategyContext): JobKindDefinition {
  return {
    kind: 'eventStrategies.escalate',
    creatable: false,
    builtIn: [
      {
        key: 'eventStrategies.escalate',
        name: BUILT_IN_JOB_NAMES['eventStrategies.escalate'],
        cron: '* * * * *',
      },
    ],
    run: async (run) => {
      const outcome = await runDueEscalations(ctx);
      run.log(`sent ${outcome.sent}, stopped ${outcome.stopped}, held ${outcome.postponed}, gone ${outcome.gone}`);
      const pruned = await pruneStrategyBookkeeping(ctx);
      if (pruned > 0) run.log(`dropped ${pruned} rows of old bookkeeping`);
    },
  };
}

/**
 * Event strategies (docs/adr/0023-event-strategies.md): their administration under the
 * event-strategy permission, the dispatch of every raised event (`event.raised`) and the
 * escalation job.
 */
export const eventStrategiesRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const paths = API_PATHS.eventStrategies;
  // Checked before the body is: a caller without the permission learns nothing of what a call takes.
  const preValidation = requirePermission(PERMISSIONS.eventStrategy);
  const dispatcher = new StrategyDispatcher(
    { db: app.db, events: app.events, timeZone: app.config.jobs.plantTimeZone },
    (error) => app.log.error({ err: error }, 'an event strategy dispatch failed'),
  );
  const ctx = dispatcher.ctx;
  const actorOf = (request: FastifyRequest) => ({ userId: request.auth.userId, userName: request.auth.userName });

  dispatchers.set(app, dispatcher);
  const stop = app.events.subscribe('event.raised', (event) => dispatcher.dispatch(event));
  app.addHook('onClose', async () => {
    stop();
    await dispatcher.idle();
  });
  app.scheduler.registerKind(escalationJobKind(ctx));

  routes.post(
    paths.pageList,
    {
      schema: { body: eventStrategyPageRequestSchema, response: { 200: pagedResultSchema(eventStrategySchema) } },
      preValidation,
    },
    async (request) => queryStrategyPage(app.db, request.body),
  );
  routes.get(
    paths.get,
    { schema: { querystring: getByIdQuerySchema, response: { 200: eventStrategySchema } }, preValidation },
    async (request) => getStrategy(app.db, request.query.id),
  );
  routes.post(
    paths.create,
    { schema: { body: createEventStrategyRequestSchema, response: { 200: eventStrategySchema } }, preValidation },
    async (request) => createStrategy(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.edit,
    { schema: { body: editEventStrategyRequestSchema, response: { 200: eventStrategySchema } }, preValidation },
    async (request) => editStrategy(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.batchDelete,
    { schema: { body: batchDeleteRequestSchema, response: { 200: batchDeleteResultSchema } }, preValidation },
    async (request) => deleteStrategiesByIds(ctx, actorOf(request), request.body.ids),
  );
  routes.post(
    paths.enable,
    { schema: { body: eventStrategyIdsRequestSchema, response: { 200: eventStrategyChangedSchema } }, preValidation },
    async (request) => setStrategiesEnabledAs(ctx, actorOf(request), request.body.ids, true),
  );
  routes.post(
    paths.disable,
    { schema: { body: eventStrategyIdsRequestSchema, response: { 200: eventStrategyChangedSchema } }, preValidation },
    async (request) => setStrategiesEnabledAs(ctx, actorOf(request), request.body.ids, false),
  );
  routes.post(
    paths.move,
    { schema: { body: moveEventStrategyRequestSchema, response: { 200: eventStrategySchema } }, preValidation },
    async (request) => moveStrategy(ctx, actorOf(request), request.body),
  );
  routes.post(
    paths.try,
    {
      schema: { body: tryEventStrategiesRequestSchema, response: { 200: tryEventStrategiesAnswerSchema } },
      preValidation,
    },
    async (request) =>
      tryStrategies(app.db, { timeZone: ctx.timeZone, now: ctx.now, language: request.language }, request.body),
  );
};
