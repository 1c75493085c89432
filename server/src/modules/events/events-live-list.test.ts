import { HUBS } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, type SignedIn } from '../../../test/helper';
import { connectHub, listen, stoppedAfterEachTest } from '../../../test/hubs';
import { createSource, EventsChangedSeen, eventPaths, eventReader, ok, plainEventOf, raised } from './events.testing';

const sorted = (ids: readonly string[]) => [...ids].sort();

/**
 * The event centre's live list: `EventsChanged {ids}` on the monitor hub, to each connection only
 * with the events its user may see (official SignalR client, connected as the portal connects).
 */
describeWithDb('EventsChanged on the monitor hub', () => {
  useDemoPlant({ demoStrategies: false });
  let baseUrl: string;
  let key: string;
  let wmsId: string;
  let qmsId: string;
  let qmsReader: SignedIn;
  let arealess: SignedIn;

  beforeAll(async () => {
    baseUrl = await listen(app);
    wmsId = await demo.applicationId('WMS');
    qmsId = await demo.applicationId('QMS');
    key = (await createSource(app, admin, 'Quality lab gateway', [wmsId, qmsId])).apiKey;
    // Holds the event centre, for QMS only: outside the supervisor's scope, and the other way round.
    qmsReader = await eventReader(app, 'qms-reader', [qmsId]);
    // WMS without any area: its events of no area, not those of Suzhou's raw-materials store.
    arealess = await eventReader(app, 'wms-without-areas', [wmsId]);
  });
  const opened = stoppedAfterEachTest();

  async function screen(as: SignedIn): Promise<EventsChangedSeen> {
    const connection = await connectHub(baseUrl, HUBS.monitor.path, as.accessToken);
    opened.push(connection);
    await connection.invoke(HUBS.monitor.client.connected, as.accessToken);
    return new EventsChangedSeen(connection);
  }

  it('tells each user only the events they may see, and one who may see none of them nothing', async () => {
    const ofAdmin = await screen(admin);
    const ofSupervisor = await screen(supervisor);
    const ofQmsReader = await screen(qmsReader);
    const ofArealess = await screen(arealess);
    const ofOperator = await screen(operator);

    const wms = await raised(app, key, { applicationId: wmsId });
    expect(await ofSupervisor.waitFor(1)).toEqual([{ ids: [wms] }]);
    expect(await ofAdmin.waitFor(1)).toEqual([{ ids: [wms] }]);

    const qms = await raised(app, key, plainEventOf(qmsId));
    // The first the QMS reader hears of is its own event: the WMS one never reached them.
    expect(await ofQmsReader.waitFor(1)).toEqual([{ ids: [qms] }]);
    expect((await ofAdmin.waitFor(2))[1]).toEqual({ ids: [qms] });

    // One act on both: each hears of theirs alone, the administrator of both.
    await ok(app, admin, eventPaths.acknowledge, { ids: [wms, qms] });
    expect((await ofSupervisor.waitFor(2))[1]).toEqual({ ids: [wms] });
    expect((await ofQmsReader.waitFor(2))[1]).toEqual({ ids: [qms] });
    expect(sorted((await ofAdmin.waitFor(3))[2]?.ids ?? [])).toEqual(sorted([wms, qms]));

    // A WMS event of no area: the first the reader without areas hears of.
    const everywhere = await raised(app, key, plainEventOf(wmsId));
    expect(await ofArealess.waitFor(1)).toEqual([{ ids: [everywhere] }]);
    expect((await ofSupervisor.waitFor(3))[2]).toEqual({ ids: [everywhere] });

    // Told after the others: the supervisor heard nothing of the QMS event alone, and a user
    // without the event centre nothing at all.
    expect(ofSupervisor.received).toHaveLength(3);
    expect(ofQmsReader.received).toHaveLength(2);
    expect(ofOperator.received).toEqual([]);
  });

  it('tells of assigning, commenting and shelving as of every other change', async () => {
    const ofSupervisor = await screen(supervisor);
    const wms = await raised(app, key, { applicationId: wmsId });
    await ofSupervisor.waitFor(1);
    await ok(app, supervisor, eventPaths.shelve, { ids: [wms], hours: 4, reason: 'Maintenance window' });
    await ofSupervisor.waitFor(2);
    await ok(app, supervisor, eventPaths.comment, { id: wms, comment: 'Technician called' });
    await ofSupervisor.waitFor(3);
    await ok(app, supervisor, eventPaths.unshelve, { ids: [wms] });
    expect(await ofSupervisor.waitFor(4)).toEqual(Array(4).fill({ ids: [wms] }));
  });
});
