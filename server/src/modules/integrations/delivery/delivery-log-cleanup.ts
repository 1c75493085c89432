import { BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import type { Db } from '../../../db/client';
import type { JobKindDefinition } from '../../../platform/scheduler/scheduler';
import { deleteSettledMessagesBefore } from './outbox.repository';

/**
 * How long the delivery log keeps a delivered or given-up message: long enough to answer "did
 * the shift report of last month go out?", short enough that the outbox does not grow for ever.
 */
export const DELIVERY_LOG_RETENTION_DAYS = 30;

export interface DeliveryLogCleanUpDeps {
  db: Db;
  now(): Date;
}

export function cleanUpDeliveryLog(deps: DeliveryLogCleanUpDeps): Promise<number> {
  return deleteSettledMessagesBefore(
    deps.db,
    new Date(deps.now().getTime() - DELIVERY_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000),
  );
}

/** `integrations.cleanUpDeliveryLog`, with its built-in daily job. */
export function deliveryLogCleanUp(deps: DeliveryLogCleanUpDeps): JobKindDefinition {
  return {
    kind: 'integrations.cleanUpDeliveryLog',
    creatable: false,
    builtIn: [
      {
        key: 'integrations.cleanUpDeliveryLog',
        name: BUILT_IN_JOB_NAMES['integrations.cleanUpDeliveryLog'],
        cron: '20 3 * * *',
      },
    ],
    async run(context) {
      const removed = await cleanUpDeliveryLog(deps);
      context.log(`${removed} messages delivered or given up over ${DELIVERY_LOG_RETENTION_DAYS} days ago deleted`);
    },
  };
}
