import { API_PATHS, type Application, type PagedResult, type TagAdmin } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, operator, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../../test/helper';
import { auditOf, dataOf, expectRefused, NOWHERE } from '../catalogue-admin.testing';

const arrange = API_PATHS.admin.applications.arrangeWorkbench;

describeWithDb('workbench arrangement (application/arrangeWorkbench)', () => {
  useDemoPlant({ signIn: ['admin', 'operator'] });

  /** What the workbench drawer shows: its tag filters and its tiles, as the portal asks for them. */
  const drawerOf = async (as: SignedIn) => ({
    tags: dataOf<PagedResult<TagAdmin>>(
      await post(app, API_PATHS.tags.pageList, { maxResultCount: 100, skipCount: 0 }, { as }),
    ).items.map((t) => t.id),
    tiles: dataOf<Application[]>(await post(app, API_PATHS.applications.forCurrentUser, {}, { as })),
  });

  it('orders the drawer’s tags and tiles as arranged and files applications under tags', async () => {
    const before = await drawerOf(admin);
    const [manufacturing, warehousing, quality] = before.tags as [string, string, string];
    const [wms, mes, mnt, qms, ems] = await Promise.all(
      (['WMS', 'MES', 'MNT', 'QMS', 'EMS'] as const).map((key) => demo.applicationId(key)),
    );
    const response = await post(
      app,
      arrange,
      {
        tagIds: [quality, warehousing, manufacturing],
        applications: [
          { id: qms, specialLeadTagId: quality },
          { id: mes, specialLeadTagId: warehousing },
          { id: wms, specialLeadTagId: null },
        ],
      },
      { as: admin },
    );
    expect(dataOf(response)).toBeNull();
    const after = await drawerOf(admin);
    expect(after.tags).toEqual([quality, warehousing, manufacturing]);
    // Listed ones first, in the given order; the others follow in their former order.
    expect(after.tiles.map((a) => a.id)).toEqual([qms, mes, wms, mnt, ems]);
    expect(after.tiles.map((a) => a.specialLeadTagId)).toEqual([quality, warehousing, null, quality, manufacturing]);
    // The operator's drawer (WMS and MES only) follows the same order.
    expect((await drawerOf(operator)).tiles.map((a) => a.id)).toEqual([mes, wms]);

    const [entry] = await auditOf(app, admin, 'workbench');
    expect(entry).toMatchObject({ action: 'arrange', actorUserName: 'admin', resourceId: null });
    const logged = entry?.after as { tags: { id: string }[]; applications: { id: string; order: number }[] };
    expect(logged.tags.map((t) => t.id)).toEqual([quality, warehousing, manufacturing]);
    expect(logged.applications.map((a) => a.id)).toEqual([qms, mes, wms, mnt, ems]);
    expect((entry?.before as { tags: { id: string }[] } | undefined)?.tags.map((t) => t.id)).toEqual(before.tags);
  });

  it('changes nothing when one id is unknown or listed twice, naming each bad entry', async () => {
    const before = await drawerOf(admin);
    const [first, second] = before.tags as [string, string];
    const wms = await demo.applicationId('WMS');
    const response = await post(
      app,
      arrange,
      {
        tagIds: [second, first, NOWHERE],
        applications: [
          { id: wms, specialLeadTagId: 'garbage' },
          { id: wms, specialLeadTagId: first },
          { id: NOWHERE, specialLeadTagId: null },
        ],
      },
      { as: admin },
    );
    expectRefused(response, 400, [
      'applications.0.specialLeadTagId',
      'applications.1.id',
      'applications.2.id',
      'tagIds.2',
    ]);
    expect(await drawerOf(admin)).toEqual(before);
    expectRefused(await post(app, arrange, { tagIds: 'all' }, { as: admin }), 400, ['applications', 'tagIds']);
    expectRefused(await post(app, arrange, { tagIds: [], applications: [] }, { as: operator }), 403);
  });
});
