import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, loginAs } from '../../../test/helper';
import { findUserAdminFlags, listRoleGrants } from '../roles/grants.repository';
import { decodeJwt } from 'jose';

it('perf', async () => {
  const app = await createTestApp({ seed: 'demo' });
  const op = await loginAs(app, 'operator', 'Operator#1');
  const time = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < 100; i++) await fn();
    console.log(label, ((performance.now() - t) / 100).toFixed(2));
  };
  const uid = String(decodeJwt(op.accessToken).sub);
  await time('flags', () => findUserAdminFlags(app.db, uid));
  await time('union', () => listRoleGrants(app.db, uid));
  await time('raw union', () => app.db.execute(sql`
    with r as (select role_id from user_roles where user_id = ${uid})
    select 'permission' as kind, permission_code as value from role_permissions where role_id in (select role_id from r)
    union all select 'application', application_id::text from role_applications where role_id in (select role_id from r)
    union all select 'menu', menu_id::text from role_menus where role_id in (select role_id from r)
    union all select 'dataPermission', data_permission_id::text from role_data_permissions where role_id in (select role_id from r)`));
  await time('raw one-shot', () => app.db.execute(sql`
    with u as (select is_admin or is_sys_admin as admin from users where id = ${uid} and deleted_at is null),
    r as (select role_id from user_roles where user_id = ${uid})
    select 'admin' as kind, admin::text as value from u
    union all select 'permission', permission_code from role_permissions where role_id in (select role_id from r)
    union all select 'application', application_id::text from role_applications where role_id in (select role_id from r)
    union all select 'menu', menu_id::text from role_menus where role_id in (select role_id from r)
    union all select 'dataPermission', data_permission_id::text from role_data_permissions where role_id in (select role_id from r)`));
  await time('menus only', () => app.db.execute(sql`select menu_id from role_menus rm join user_roles ur on ur.role_id = rm.role_id where ur.user_id = ${uid}`));
  await app.close();
}, 120000);
