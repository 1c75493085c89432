import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSpec } from '../support/browser-spec';

// A server of its own: the contacts imported here must not reach the other specs' screens.
const portal = browserSpec({ ownServer: true });

/** An address book as someone would fill it in Excel: English headers, one contact per row. */
async function addressBook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contacts');
  sheet.addRow(['Name', 'E-mail', 'Phone', 'Language', 'Groups']);
  sheet.addRow(['Lena Fischer', 'lena.fischer@plant.example', '+49 30 1234567', 'de-DE', 'Maintenance']);
  sheet.addRow(['刘洋', 'liu.yang@plant.example', null, 'zh-Hans', 'Night shift, Maintenance']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const row = (page: Page, name: string) => page.locator('.ant-table-tbody tr', { hasText: name });

describe('the address book of the integrations (/ContactsChannel)', () => {
  it('imports the demo users and a workbook, and lists them', async () => {
    const { context, page } = await portal.signIn('admin', 'en');
    await page.goto(`${portal.baseUrl}/#/ContactsChannel`);
    await page.getByRole('button', { name: 'Import from users' }).click();

    const fromUsers = page.getByRole('dialog', { name: 'Import contacts from users' });
    const users = fromUsers.getByRole('combobox', { name: 'Users' });
    for (const userName of ['supervisor', 'operator']) {
      await users.click();
      await users.fill(userName);
      await page.locator('.ant-select-item-option', { hasText: `(${userName})` }).click();
    }
    const groups = fromUsers.getByRole('combobox', { name: 'Add to groups' });
    await groups.click();
    await groups.fill('Night shift');
    await groups.press('Enter');
    await groups.press('Escape');
    await fromUsers.getByRole('button', { name: 'Import' }).click();
    // The demo plant has both as contacts already: the import refreshes them and adds the group.
    await page.getByText('0 created, 2 updated.').waitFor();

    await row(page, '张伟').waitFor();
    expect(await row(page, '张伟').textContent()).toContain('From user');
    expect(await row(page, 'Anna Weber').textContent()).toContain('Night shift');

    await page.getByRole('button', { name: 'Import .xlsx' }).click();
    const fromXlsx = page.getByRole('dialog', { name: 'Import contacts from .xlsx' });
    await fromXlsx.getByLabel('Choose a workbook').setInputFiles({
      name: 'contacts.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await addressBook(),
    });
    await fromXlsx.getByRole('button', { name: 'Import' }).click();
    await fromXlsx.getByText('2 created, 0 updated.').waitFor();
    await fromXlsx.getByRole('button', { name: 'Done' }).click();

    await row(page, 'Lena Fischer').waitFor();
    const lena = await row(page, 'Lena Fischer').textContent();
    expect(lena).toContain('lena.fischer@plant.example');
    expect(lena).toContain('Deutsch');
    expect(await row(page, '刘洋').textContent()).toContain('Night shift');
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(4);
    await context.close();
  });
});
