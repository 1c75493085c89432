import type { FastifyInstance } from 'fastify';
import { InMemoryBackplane } from './backplane';
import { deliverFromEvents } from './hub-deliveries';
import { installHubRoutes } from './hub-routes';
import { installMonitorHub } from './hubs/monitor-hub';
import { installJobChangedDelivery } from './hubs/monitor-jobs';
import { Realtime, type RealtimeOptions } from './realtime';

/**
 * The hubs of docs/api.md §6 on this server: routes, the monitor hub's own methods, the deliveries of
 * what the change-event spine brings (ended sessions, notifications, export tasks), and
 * `app.realtime` for the hub sources and methods that app.ts wires from the modules. The notifications module installs the
 * notification hub with its source of active notifications, the exports module the download-task
 * hub with its task source. Before the server closes, every connection gets a
 * close message that allows its client to reconnect (elsewhere, or after the restart).
 */
export async function installRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<Realtime> {
  const realtime = new Realtime(new InMemoryBackplane(), app.log, options);
  app.decorate('realtime', realtime);
  const stopMonitor = installMonitorHub(realtime, app.events);
  const stopDeliveries = deliverFromEvents(realtime, app.events);
  const stopJobChanges = installJobChangedDelivery(realtime, app.events, app.grants);
  // Before the WebSocket plugin's own hook, which drops the sockets without a word.
  app.addHook('preClose', async () => {
    stopMonitor();
    stopDeliveries();
    stopJobChanges();
    await realtime.close();
  });
  await installHubRoutes(app, realtime);
  return realtime;
}
