import { API_PATHS, type TryEventStrategiesAnswer } from '@workbench/contracts';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admin, app, demo, useDemoPlant } from '../../test/demo-plant';
import { describeWithDb, post } from '../../test/helper';
import { eventStrategies } from '../modules/event-strategies/event-strategies.table';
import { eventSources } from '../modules/events/events.table';
import { integrationContacts } from '../modules/integrations/contacts/contacts.table';
import { seedDemoPlant } from './demo-plant';

describeWithDb("the demo plant's event strategies", () => {
  useDemoPlant({ signIn: ['admin'] });

  /** What `try` says the demo's strategies would do with the sample event, in English. */
  async function tryWith(event: Record<string, unknown>): Promise<TryEventStrategiesAnswer> {
    const answer = await post(
      app,
      API_PATHS.eventStrategies.try,
      { event: { category: 'Line', title: 'Sample', ...event } },
      { as: admin, language: 'en' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  }

  it('tells the supervisors of a severe event in Suzhou by pop-up and mail, and the admin after 5 minutes', async () => {
    const tried = await tryWith({
      type: 1,
      applicationId: await demo.applicationId('MES'),
      dbInstanceId: await demo.dbInstanceId('MES', 'SZ01'),
    });
    expect(tried.matched.map((strategy) => strategy.name)).toEqual([
      'Severe in Suzhou → supervisors, then the admin after 5 minutes',
    ]);
    const [severe] = tried.matched;
    expect(severe?.sends).toEqual([
      expect.objectContaining({ kind: 'popUp', roles: [expect.objectContaining({ name: 'Supervisor' })] }),
      expect.objectContaining({ kind: 'message', group: 'Shift supervisors', contacts: 1 }),
    ]);
    expect(severe?.escalation).toEqual([
      {
        afterMinutes: 5,
        sends: [
          expect.objectContaining({ kind: 'popUp', users: [expect.objectContaining({ name: 'admin' })] }),
          expect.objectContaining({ kind: 'message', group: 'Plant management', contacts: 1 }),
        ],
      },
    ]);
  });

  it('leaves a severe event in Stuttgart to the event centre', async () => {
    const tried = await tryWith({
      type: 1,
      applicationId: await demo.applicationId('MES'),
      dbInstanceId: await demo.dbInstanceId('MES', 'ST01'),
    });
    expect(tried.matched).toEqual([]);
  });

  it('pops a fire alarm up for every role, wherever it is raised', async () => {
    const tried = await tryWith({ type: 0, applicationId: await demo.applicationId('EMS') });
    expect(tried.matched.map((strategy) => strategy.name)).toEqual(['Fire alarm anywhere → everyone']);
    const popUp = tried.matched[0]?.sends[0];
    expect(popUp?.kind === 'popUp' && popUp.roles.map((role) => role.name).sort()).toEqual([
      'Administrator',
      'Operator',
      'Supervisor',
    ]);
  });

  it('mails warehouse warnings to the warehouse team', async () => {
    const tried = await tryWith({ type: 2, applicationId: await demo.applicationId('WMS') });
    expect(tried.matched.map((strategy) => strategy.name)).toEqual(['Warehouse warnings → the warehouse team']);
    expect(tried.matched[0]?.sends).toEqual([
      expect.objectContaining({ kind: 'message', group: 'Warehouse team', contacts: 2 }),
    ]);
  });

  it('adds its sources, contacts and strategies once, also to a demo plant seeded before them', async () => {
    const counts = () =>
      Promise.all(
        [eventSources, integrationContacts, eventStrategies].map(async (table) => {
          const [row] = await app.db.select({ n: count() }).from(table);
          return row?.n;
        }),
      );
    expect(await counts()).toEqual([3, 4, 3]);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await counts()).toEqual([3, 4, 3]);
    await app.db.delete(eventStrategies);
    await seedDemoPlant(app.db, app.installationKey);
    expect(await counts()).toEqual([3, 4, 3]);
  });
});
