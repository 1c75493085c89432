import { API_PATHS } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';

describeWithDb('the change log (auditLog/queryPageList)', () => {
  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  const page = (body: object, as = admin) => post(app, API_PATHS.admin.auditLog.pageList, body, { as, language: 'en' });

  it('is for administrators only, whatever else the caller may manage', async () => {
    const refused = await page({}, supervisor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: '10000',
      message: 'Only administrators can read the change log.',
    });
  });

  it('lists changes newest first, by resource and record, without secrets', async () => {
    const tag = await post(app, API_PATHS.admin.tags.create, { tagName: 'Audited' }, { as: admin });
    expect(tag.statusCode, tag.body).toBe(200);
    const tagId = tag.json().data.id as string;
    await post(app, API_PATHS.admin.tags.edit, { id: tagId, tagName: 'Audited twice' }, { as: admin });

    const answer = await page({ resource: 'tag', resourceId: tagId });
    expect(answer.statusCode, answer.body).toBe(200);
    const { items, totalCount } = answer.json().data;
    expect(totalCount).toBe(2);
    expect(items.map((entry: { action: string }) => entry.action)).toEqual(['edit', 'create']);
    expect(items[0]).toMatchObject({
      actorUserName: 'admin',
      resource: 'tag',
      resourceId: tagId,
      before: expect.objectContaining({ tagName: 'Audited' }),
      after: expect.objectContaining({ tagName: 'Audited twice' }),
    });

    const oldestFirst = (await page({ resource: 'tag', resourceId: tagId, sorting: 'time asc' })).json().data;
    expect(oldestFirst.items.map((entry: { action: string }) => entry.action)).toEqual(['create', 'edit']);
  });

  it('finds nothing for an actor id that is no id, and refuses an unknown resource', async () => {
    expect((await page({ actorId: 'not-a-uuid' })).json().data).toEqual({ items: [], totalCount: 0 });
    const wrong = await page({ resource: 'spaceship' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([expect.objectContaining({ field: 'resource' })]);
  });
});
