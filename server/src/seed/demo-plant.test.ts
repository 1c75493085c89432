import { API_PATHS } from '@workbench/contracts';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { app, useDemoPlant } from '../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../test/helper';
import { rowsAsText } from '../../test/rows-as-text';
import { roles } from '../modules/access/roles.table';
import { userRoles, users } from '../modules/access/users.table';
import { applications, dataPermissions, dbInstances, tags } from '../modules/catalogue/applications/applications.table';
import { menus } from '../modules/catalogue/menus/menus.table';
import { integrationChannels } from '../modules/integrations/channels/channels.table';
import { localizationEntries } from '../modules/localization/localization.table';
import { userWarehouses, warehouses } from '../modules/organization/organization.table';
import { seedDemoPlant } from './demo-plant';

describeWithDb('the demo plant seed', () => {
  useDemoPlant({ signIn: [] });

  it('stores the plant: applications, tags, sub-systems, data permissions and three-language pages', async () => {
    const [apps] = await app.db.select({ n: count() }).from(applications);
    const [tagCount] = await app.db.select({ n: count() }).from(tags);
    expect(apps?.n).toBeGreaterThanOrEqual(4);
    expect(tagCount?.n).toBe(3);
    const pages = await app.db.select().from(menus).where(eq(menus.menuType, 'Page'));
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const page of pages) expect(page.menuName && page.menuNameEn && page.menuNameAlias).toBeTruthy();
    const instances = await app.db.select().from(dbInstances);
    const permissions = await app.db.select().from(dataPermissions);
    for (const application of await app.db.select().from(applications)) {
      const own = instances.filter((instance) => instance.applicationId === application.id);
      expect(own.length, application.enName).toBeGreaterThanOrEqual(2);
      for (const instance of own) {
        expect(permissions.filter((p) => p.dbInstanceId === instance.id).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('stores the people: roles, accounts with cards and access levels, warehouses', async () => {
    expect((await app.db.select().from(roles)).map((role) => role.name).sort()).toEqual([
      'Administrator',
      'Operator',
      'Supervisor',
    ]);
    const people = await app.db.select().from(users);
    expect(people.find((user) => user.userName === 'supervisor')).toMatchObject({
      name: '张伟',
      legacyCardNo: null,
      cardHint: '1873',
      mesAccessLevel: 'L2',
      language: 'zh-Hans',
    });
    expect(people.find((user) => user.userName === 'operator')).toMatchObject({
      name: 'Anna Weber',
      legacyCardNo: null,
      cardHint: '1874',
      mesAccessLevel: 'L1',
      language: 'de-DE',
    });
    const [memberships] = await app.db.select({ n: count() }).from(userRoles);
    expect(memberships?.n).toBe(3);
    expect((await app.db.select().from(warehouses)).map((w) => w.code)).toEqual(
      expect.arrayContaining(['WH-SZ-RAW', 'WH-SZ-FG', 'WH-ST-01']),
    );
    const [assignments] = await app.db.select({ n: count() }).from(userWarehouses);
    expect(assignments?.n).toBeGreaterThanOrEqual(6);
    const [terms] = await app.db.select({ n: count() }).from(localizationEntries);
    expect(terms?.n).toBeGreaterThanOrEqual(90);
  });

  it('lets the demo accounts sign in with their documented passwords and cards', async () => {
    await loginAs(app, 'supervisor', 'Supervisor#1');
    await loginAs(app, 'operator', 'Operator#1');
    const swipe = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: '0004521874' });
    expect(swipe.statusCode).toBe(200);
    expect(swipe.json().data).toMatchObject({ userName: 'operator', mesAccessLevel: 'L1' });
    const supervisorSwipe = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: '0004521873' });
    expect(supervisorSwipe.statusCode).toBe(200);
    expect(supervisorSwipe.json().data).toMatchObject({ userName: 'supervisor' });
    // The badges are stored keyed: the table holds neither number.
    expect((await rowsAsText(app.db, 'users')).join('\n')).not.toMatch(/0004521873|0004521874/);
  });

  it('has a disabled example channel of each kind, pointing at the local catchers of npm run demo:mail', async () => {
    const channels = await app.db
      .select({
        kind: integrationChannels.kind,
        enabled: integrationChannels.enabled,
        settings: integrationChannels.settings,
      })
      .from(integrationChannels)
      .orderBy(integrationChannels.kind);
    expect(channels.map(({ kind, enabled }) => [kind, enabled])).toEqual([
      ['email', false],
      ['plugin', false],
      ['robot', false],
    ]);
    expect(channels.map(({ settings }) => settings.host ?? settings.url ?? settings.webhookUrl)).toEqual([
      '127.0.0.1',
      'http://127.0.0.1:8025/mes',
      'http://127.0.0.1:8025/robot',
    ]);
  });

  it('does nothing when run again', async () => {
    const counts = () =>
      Promise.all(
        [applications, menus, roles, users, localizationEntries, integrationChannels].map((table) =>
          app.db.select({ n: count() }).from(table),
        ),
      );
    const before = await counts();
    await seedDemoPlant(app.db, app.installationKey);
    const after = await counts();
    expect(after).toEqual(before);
  });
});
