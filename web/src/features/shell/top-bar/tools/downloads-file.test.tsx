import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type DownloadTaskGroup, type LoginResult } from '@workbench/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDownloadsStore } from '../../../../stores/downloads-store';
import { writeTokens } from '../../../../stores/session-cookies';
import { fail, type MockAnswer, mockNetwork, ok, type SentRequest } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { queryClient } from '../../../../ui/query-client';
import { renderTopBar } from '../render-top-bar';

const refreshed: LoginResult = {
  tokenType: 'Bearer',
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  ticket: 'ticket-1',
  userName: 'admin',
  mesAccessLevel: null,
  expiresIn: 900,
};

let answerFile: (request: SentRequest) => MockAnswer = () => ({ status: 200, body: new Blob(['xlsx bytes']) });
let network: ReturnType<typeof mockNetwork>;
let saved: { href: string; download: string }[];
let blobs: Blob[];
const initialDownloads = useDownloadsStore.getState();
const { createObjectURL, revokeObjectURL } = URL;

beforeAll(async () => {
  await import('antd/es/modal');
});

beforeEach(async () => {
  await startPortal();
  writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  network = mockNetwork((request) => {
    if (request.url === API_PATHS.identity.refreshToken) return ok(refreshed);
    if (request.url.includes('/files/')) return answerFile(request);
    return ok({ frontEndLanguages: [] });
  });
  saved = [];
  blobs = [];
  // jsdom has no object URLs and does not download: record what the browser would be asked to save.
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:portal/${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  network.restore();
  queryClient.clear();
  useDownloadsStore.setState(initialDownloads, true);
  answerFile = () => ({ status: 200, body: new Blob(['xlsx bytes']) });
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const user = () => userEvent.setup({ delay: null });
const fileRequests = () => network.sent.filter((request) => request.url.includes('/files/'));

function exports(fileUrl: string): DownloadTaskGroup[] {
  return [{ taskList: [{ fileName: 'Stock June.xlsx', fileUrl, taskStatus: 10 }] }];
}

async function clickDownload(apiBaseUrl = '') {
  await renderTopBar({ settings: { btnGroup: [3] }, apiBaseUrl });
  await user().click(screen.getByRole('button', { name: 'Download tasks (1)' }));
  const panel = await screen.findByRole('dialog', { name: 'Download tasks' });
  // The panel's code loads when it first opens.
  await user().click(await within(panel).findByRole('button', { name: 'Download Stock June.xlsx' }));
  return panel;
}

describe('downloading a complete export (docs/spec.md §4 status 10)', () => {
  it('fetches the file with the session token and saves it under the task file name', async () => {
    useDownloadsStore.getState().setGroups(exports('/files/exports/stock-june.xlsx'));
    await clickDownload();
    await waitFor(() => expect(saved).toHaveLength(1));
    const [request] = fileRequests();
    expect(request?.url).toBe(`${window.location.origin}/files/exports/stock-june.xlsx`);
    expect(request?.headers.authorization).toBe('Bearer access-1');
    expect(request?.headers.ticket).toBe('ticket-1');
    expect(saved).toEqual([{ href: 'blob:portal/1', download: 'Stock June.xlsx' }]);
    expect(await blobs[0]?.text()).toBe('xlsx bytes');
    // The saved link is not left in the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('asks the configured backend for a relative file address', async () => {
    useDownloadsStore.getState().setGroups(exports('files/exports/stock-june.xlsx'));
    await clickDownload('http://mes.plant:8080');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fileRequests()[0]?.url).toBe('http://mes.plant:8080/files/exports/stock-june.xlsx');
    expect(fileRequests()[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('refreshes an expired token once, like every other call, and downloads with the new one', async () => {
    answerFile = (request) =>
      request.headers.authorization === 'Bearer access-1'
        ? fail(401, '401', 'expired')
        : { status: 200, body: new Blob(['xlsx bytes']) };
    useDownloadsStore.getState().setGroups(exports('/files/exports/stock-june.xlsx'));
    await clickDownload();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fileRequests().map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(network.sent.filter((request) => request.url === API_PATHS.identity.refreshToken)).toHaveLength(1);
  });

  it('says why when the server refuses the file, and saves nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerFile = () => ({
      status: 404,
      body: new Blob([JSON.stringify({ code: 0, errorCode: '10000', message: 'The export has expired.', data: null })]),
    });
    useDownloadsStore.getState().setGroups(exports('/files/exports/stock-june.xlsx'));
    await clickDownload();
    expect(await screen.findByText('The export has expired.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('says so when the file cannot be had at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerFile = () => ({ fail: 'network' });
    useDownloadsStore.getState().setGroups(exports('/files/exports/stock-june.xlsx'));
    await clickDownload();
    expect(await screen.findByText('Stock June.xlsx could not be downloaded. Please try again.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('never sends the token to another host: such a file opens as a plain link', async () => {
    useDownloadsStore.getState().setGroups(exports('https://files.elsewhere.example/stock.xlsx'));
    await renderTopBar({ settings: { btnGroup: [3] } });
    await user().click(screen.getByRole('button', { name: 'Download tasks (1)' }));
    const panel = await screen.findByRole('dialog', { name: 'Download tasks' });
    const link = await within(panel).findByRole('link', { name: 'Download Stock June.xlsx' });
    expect(link.getAttribute('href')).toBe('https://files.elsewhere.example/stock.xlsx');
    expect(fileRequests()).toEqual([]);
  });
});
