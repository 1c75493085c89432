import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, LOGO_MAX_BYTES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { setUpAdminTests } from '../../../../testing/admin-tests';
import { fail, ok } from '../../../../testing/mock-network';
import type { EditorRoute } from '../editor-path';
import { adminApplication, TAG_LOGISTICS, TAG_PRODUCTION } from '../testing/catalogue-fixtures';
import { ApplicationEditor } from './application-editor';

const NEW_APP: EditorRoute = { form: 'AddApp', tagId: null, appId: null, fromPage: null };
const LOGO_URL = '/api/baseService/application/logo/5d2c.png';

const admin = setUpAdminTests({
  routes: () => ({
    [API_PATHS.admin.tags.pageList]: () => ok({ items: [TAG_PRODUCTION, TAG_LOGISTICS], totalCount: 2 }),
    [API_PATHS.admin.applications.create]: () =>
      ok(adminApplication('app-new', ['仓储', 'Warehouse', 'Lager'], TAG_LOGISTICS.id, 4)),
    [API_PATHS.admin.applications.uploadLogo]: () => ok({ url: LOGO_URL }),
  }),
});

function renderEditor(route: EditorRoute = NEW_APP, path = '/AddApp') {
  return admin.render(<ApplicationEditor route={route} pagePath={path} />, { at: path });
}
const sentTo = (path: string) => admin.sent(path);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
/** A problem the editor shows in an alert (success notices of earlier tests may be alerts too). */
async function alertSaying(text: string | RegExp) {
  const found = await screen.findByText(text);
  expect(found.closest('[role="alert"]')).toBeTruthy();
}

describe('application editor: checks before sending', () => {
  it('refuses an empty name and a javascript: address without calling the server', async () => {
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill this in.')).toBeTruthy();
    expect(screen.getByText('Use an http(s) address or a path of this portal starting with /.')).toBeTruthy();
    expect(sentTo(API_PATHS.admin.applications.create)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/ApplicationMgr');
  });

  it('keeps every typed value and shows the message when the name is taken (409)', async () => {
    admin.answer(API_PATHS.admin.applications.create, () =>
      fail(409, '10000', 'An application named 仓储 already exists.'),
    );
    const { user, router } = renderEditor();
    await user.type(await screen.findByLabelText('Name (Chinese)'), '仓储');
    await user.type(field('Name (English)'), 'Warehouse');
    await user.type(field('Address'), 'https://wms.example/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await alertSaying('Not saved: An application named 仓储 already exists.');
    expect([field('Name (Chinese)').value, field('Name (English)').value, field('Address').value]).toEqual([
      '仓储',
      'Warehouse',
      'https://wms.example/',
    ]);
    expect(router.state.location.pathname).toBe('/AddApp');
  });
});

describe('application editor: saving', () => {
  it('creates under the tag of the address and continues in the new application, keeping where it came from', async () => {
    const route: EditorRoute = {
      form: 'AddApplication',
      tagId: TAG_LOGISTICS.id,
      appId: null,
      fromPage: 'EditWorkbench',
    };
    const { user, router } = renderEditor(route, '/AddApplication/tag-log/-/EditWorkbench');
    await user.type(await screen.findByLabelText('Name (Chinese)'), ' 仓储 ');
    await user.click(screen.getByRole('radio', { name: 'In a new browser tab' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AddApplication/tag-log/app-new/EditWorkbench'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sentTo(API_PATHS.admin.applications.create)).toEqual([
      {
        displayName: '仓储',
        enName: '',
        aliasName: '',
        applicationLogo: '',
        applicationUrl: '',
        applicationPlatform: 'Web',
        specialLeadTagId: TAG_LOGISTICS.id,
        switchMethod: 0,
        integrationMethod: 0,
      },
    ]);
  });

  it('returns to the workbench editor on Cancel when it came from there', async () => {
    const route: EditorRoute = {
      form: 'AddApplication',
      tagId: TAG_LOGISTICS.id,
      appId: null,
      fromPage: 'EditWorkbench',
    };
    const { user, router } = renderEditor(route, '/AddApplication/tag-log/-/EditWorkbench');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/EditWorkbench');
  });
});

describe('application editor: logo', () => {
  it('sends the picture as base64 with its type, previews the answered address and saves it', async () => {
    const { user } = renderEditor();
    await user.type(await screen.findByLabelText('Name (Chinese)'), '仓储');
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    const preview = (await screen.findByRole('img', { name: 'Logo preview' })) as HTMLImageElement;
    expect(preview.src).toBe(`${window.location.origin}${LOGO_URL}`);
    expect(sentTo(API_PATHS.admin.applications.uploadLogo)).toEqual([
      { fileName: 'logo.png', contentType: 'image/png', data: 'iVBORw==' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(API_PATHS.admin.applications.create)).toHaveLength(1));
    expect(sentTo(API_PATHS.admin.applications.create)[0]).toMatchObject({ applicationLogo: LOGO_URL });
  });

  it('refuses a picture of another type or over the size limit without sending it', async () => {
    renderEditor();
    await screen.findByLabelText('Name (Chinese)');
    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    await alertSaying('This file is not a PNG, JPEG or SVG picture.');
    choose(new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    await alertSaying(/larger than 256 KiB/);
    expect(sentTo(API_PATHS.admin.applications.uploadLogo)).toEqual([]);
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();
  });
});
