import type { Row } from '../table';
import { measureCrossInstanceInvalidation } from './cross-instance-invalidation';
import { measureOutboxDelivery } from './outbox-delivery';
import { measureScheduledJobs } from './scheduled-jobs';
import { findSharedServices, type SharedServices } from './shared-services';
import { measureSplitBroadcast } from './split-broadcast';
import { measureUrgentAnnouncement } from './urgent-announcement';

const MEASURES: { name: string; run: (services: SharedServices) => Promise<Row[]> }[] = [
  { name: 'broadcast split over two instances', run: measureSplitBroadcast },
  { name: 'cache invalidation seen on instance B', run: measureCrossInstanceInvalidation },
  { name: 'integration outbox delivery', run: measureOutboxDelivery },
  { name: 'urgent announcement to 5,000 screens', run: measureUrgentAnnouncement },
  { name: '1,000 jobs due every minute', run: measureScheduledJobs },
];

/**
 * Several instances of the built server on one PostgreSQL and one Redis. Without either there is
 * nothing to share, so each measure's row says which one is missing instead of failing the run.
 * A measure that breaks fails its own row and lets the rest of the table print.
 */
export async function measureSeveralInstances(): Promise<Row[]> {
  const services = await findSharedServices();
  if ('missing' in services) {
    return MEASURES.map(({ name }) => ({
      measure: `several instances: ${name}`,
      value: `not measured: ${services.missing}`,
    }));
  }
  const rows: Row[] = [];
  for (const { name, run } of MEASURES) {
    try {
      rows.push(...(await run(services)));
    } catch (error) {
      console.error(`several instances: ${name} failed:`, error);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      rows.push({ measure: `several instances: ${name}`, value: `failed: ${reason}`, ok: false });
    }
  }
  return rows;
}
