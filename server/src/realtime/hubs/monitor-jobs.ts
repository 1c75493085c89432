import { HUBS, PERMISSIONS } from '@workbench/contracts';
import type { GrantReader } from '../../platform/auth/grant-reader';
import type { DomainEvents } from '../../platform/events/domain-events';
import type { Realtime } from '../realtime';

const JOB_CHANGED = HUBS.monitor.server.jobChanged;
const JOB_CHANGED_TOPIC = 'jobChanged';

/**
 * `JobChanged {id}` on the monitor hub while a job's runs start and end (and when it is changed),
 * for the job pages to read it again: every instance hears the event and tells those of its
 * monitor connections whose user holds the job-manage permission, checked per connection with
 * the cached grants.
 */
export function installJobChangedDelivery(realtime: Realtime, events: DomainEvents, grants: GrantReader): () => void {
  realtime.onTopic('monitor', JOB_CHANGED_TOPIC, async (context, payload) => {
    const held = await grants.grantsOf(context.connection.userId);
    if (held.isAdmin || held.permissionCodes.has(PERMISSIONS.jobManage)) context.send(JOB_CHANGED, [payload]);
  });
  return events.subscribe('job.changed', (event) => {
    realtime.announce('monitor', { kind: 'everyone' }, JOB_CHANGED_TOPIC, { id: event.jobId });
  });
}
