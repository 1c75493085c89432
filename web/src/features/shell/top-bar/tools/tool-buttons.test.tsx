import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type DownloadTaskGroup } from '@workbench/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../i18n/change-language';
import { useDownloadsStore } from '../../../../stores/downloads-store';
import { type MockAnswer, mockNetwork, ok } from '../../../../testing/mock-network';
import { startPortal } from '../../../../testing/render-app';
import { noticesShown } from '../../../../ui/notices';
import { queryClient } from '../../../../ui/query-client';
import { renderTopBar } from '../render-top-bar';

let answerDocuments: () => MockAnswer | Promise<MockAnswer> = () => ok([]);
let network: ReturnType<typeof mockNetwork>;
const initialDownloads = useDownloadsStore.getState();

// antd's message and the panels and dialogs of the buttons are imported on first use; warming them
// keeps the tests about behaviour rather than about how fast the test machine compiles them.
beforeAll(async () => {
  await Promise.all([
    import('antd/es/message'),
    import('../../../../ui/antd-providers'),
    import('./pda-preview-modal'),
    import('./downloads-panel'),
    import('./documents-panel'),
  ]);
});

beforeEach(async () => {
  await startPortal();
  network = mockNetwork((request) =>
    request.url === API_PATHS.applications.files ? answerDocuments() : ok({ frontEndLanguages: [] }),
  );
});
afterEach(async () => {
  network.restore();
  queryClient.clear();
  useDownloadsStore.setState(initialDownloads, true);
  // Notices are shown outside the rendered tree and would outlive the test.
  (await import('antd/es/message')).default.destroy();
});

const user = () => userEvent.setup({ delay: null });

describe('full screen button (docs/spec.md §2 button 1, §8)', () => {
  afterEach(() => {
    for (const name of ['fullscreenEnabled', 'fullscreenElement']) Reflect.deleteProperty(document, name);
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    Reflect.deleteProperty(document, 'exitFullscreen');
  });

  it('warns when the browser has no full screen', async () => {
    await renderTopBar({ settings: { btnGroup: [1] } });
    await user().click(screen.getByRole('button', { name: 'Full screen' }));
    // The notice's antd part loads on first use: wait until it is shown, however long that takes.
    await noticesShown();
    expect(await screen.findByText('Full screen unsupported in this browser.')).toBeTruthy();
  });

  it('warns in the user language', async () => {
    await changeLanguage('de-DE');
    await renderTopBar({ settings: { btnGroup: [1] } });
    await user().click(screen.getByRole('button', { name: 'Vollbild' }));
    await noticesShown();
    expect(await screen.findByText('Vollbild wird von diesem Browser nicht unterstützt.')).toBeTruthy();
  });

  it('enters and leaves full screen, and the button says which it will do', async () => {
    let element: Element | null = null;
    const change = () => document.dispatchEvent(new Event('fullscreenchange'));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(async () => {
      element = document.documentElement;
      change();
    });
    const exit = vi.fn(async () => {
      element = null;
      change();
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: request });
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });

    const warning = 'Full screen unsupported in this browser.';
    // Notices live outside the rendered tree: one of an earlier test may still be fading out.
    const earlierWarnings = screen.queryAllByText(warning).length;
    await renderTopBar({ settings: { btnGroup: [1] } });
    await user().click(screen.getByRole('button', { name: 'Full screen' }));
    await user().click(await screen.findByRole('button', { name: 'Exit full screen' }));
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    await noticesShown();
    expect(screen.queryAllByText(warning)).toHaveLength(earlierWarnings);
  });
});

describe('PDA preview (docs/spec.md §2 button 2)', () => {
  it('frames the current page in the handheld layout, at a phone size', async () => {
    await renderTopBar({ path: '/User?page=2', settings: { btnGroup: [2] } });
    await user().click(screen.getByRole('button', { name: 'PDA preview' }));
    // Named by its title. (Under test, antd gives every generated id the same value, so the name is
    // checked through the reference rather than looked up by id, which would find the tooltip's.)
    const title = await screen.findByText('PDA preview of this page');
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('The title is not inside a dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    const frame = within(dialog).getByTitle('This page on a PDA screen');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}${window.location.pathname}#/User?page=2&pda=1`);
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['375', '667']);
  });
});

const groups: DownloadTaskGroup[] = [
  {
    taskList: [
      { fileName: 'Inventory June.xlsx', fileUrl: 'https://files.plant.example/inventory.xlsx', taskStatus: 10 },
      { fileName: 'Stock moves.xlsx', fileUrl: '', taskStatus: 5 },
      { fileName: 'Deviations.csv', fileUrl: '', taskStatus: 0 },
    ],
  },
  {
    taskList: [
      { fileName: 'Downtime.xlsx', fileUrl: '', taskStatus: 20 },
      { fileName: 'Energy.xlsx', fileUrl: '', taskStatus: 30 },
      { fileName: 'Shift report.pdf', fileUrl: 'javascript:alert(1)', taskStatus: 10 },
    ],
  },
];

/** The badge dot as drawn. */
const shownDot = (container: HTMLElement) => container.querySelector('.wb-dot-badge-dot');

describe('download tasks (docs/spec.md §2 button 3, §4)', () => {
  it('shows no dot and an empty list while there are no tasks', async () => {
    const { container } = await renderTopBar({ settings: { btnGroup: [3] } });
    expect(shownDot(container)).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Download tasks' }));
    const panel = await screen.findByRole('dialog', { name: 'Download tasks' });
    expect(await within(panel).findByText('No download tasks in this period.')).toBeTruthy();
  });

  it('shows a dot while the task list is not empty, and the dot goes when it empties', async () => {
    useDownloadsStore.getState().setGroups(groups);
    const { container } = await renderTopBar({ settings: { btnGroup: [3] } });
    expect(shownDot(container)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Download tasks (6)' })).toBeTruthy();
    act(() => useDownloadsStore.getState().setGroups([{ taskList: [] }]));
    expect(await screen.findByRole('button', { name: 'Download tasks' })).toBeTruthy();
    expect(shownDot(container)).toBeNull();
  });

  it('labels each status and offers the file only for a complete export with a safe address', async () => {
    useDownloadsStore.getState().setGroups(groups);
    await renderTopBar({ settings: { btnGroup: [3] } });
    await user().click(screen.getByRole('button', { name: 'Download tasks (6)' }));
    const panel = await screen.findByRole('dialog', { name: 'Download tasks' });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Inventory June.xlsxExport completeDownload',
      'Stock moves.xlsxExporting',
      'Deviations.csvPreparing',
      'Downtime.xlsxExport failed',
      'Energy.xlsxExport timed out',
      'Shift report.pdfExport complete',
    ]);
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('aria-label')).toBe('Download Inventory June.xlsx');
    expect(links[0]?.getAttribute('href')).toBe('https://files.plant.example/inventory.xlsx');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('labels the statuses in the user language', async () => {
    await changeLanguage('zh-Hans');
    useDownloadsStore.getState().setGroups(groups);
    await renderTopBar({ settings: { btnGroup: [3] } });
    await user().click(screen.getByRole('button', { name: '下载任务（6）' }));
    const panel = await screen.findByRole('dialog', { name: '下载任务' });
    await within(panel).findAllByRole('listitem');
    for (const label of ['导出完成', '导出中', '准备中', '导出失败', '导出超时']) {
      expect(within(panel).getAllByText(label).length).toBeGreaterThan(0);
    }
  });

  it('is keyboard operable: focus moves into the panel, Escape closes it and returns to the button', async () => {
    await renderTopBar({ settings: { btnGroup: [3] } });
    const button = screen.getByRole('button', { name: 'Download tasks' });
    button.focus();
    await user().keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Download tasks' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user().keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets the user choose the window (1 day, 3 days, 1 week; 1 day first)', async () => {
    await renderTopBar({ settings: { btnGroup: [3] } });
    await user().click(screen.getByRole('button', { name: 'Download tasks' }));
    const windows = await screen.findByRole('radiogroup', { name: 'Period' });
    const radios = within(windows).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['1 day', '3 days', '1 week']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    await user().click(within(windows).getByText('1 week'));
    expect(useDownloadsStore.getState().days).toBe(7);
  });
});

describe('documents list (docs/spec.md §2 button 4)', () => {
  it('loads the documents when opened and links only http(s) and relative addresses', async () => {
    answerDocuments = () =>
      ok([
        { fileTitle: 'WMS user guide', fileUrl: 'https://docs.plant.example/wms.pdf', applicationLogo: '' },
        { fileTitle: 'Shift handbook', fileUrl: '/files/shift.pdf', applicationLogo: 'data:image/png;base64,AAAA' },
        { fileTitle: 'Sneaky script', fileUrl: 'javascript:alert(document.cookie)', applicationLogo: '' },
        { fileTitle: 'Local file', fileUrl: 'file:///C:/manuals/line.pdf', applicationLogo: '' },
      ]);
    await renderTopBar({ settings: { btnGroup: [4] }, apiBaseUrl: 'http://mes.plant:8080' });
    expect(network.sent.some((request) => request.url === API_PATHS.applications.files)).toBe(false);

    await user().click(screen.getByRole('button', { name: 'Documents' }));
    const panel = await screen.findByRole('dialog', { name: 'Documents' });
    const guide = await within(panel).findByRole('link', { name: /WMS user guide/ });
    expect(guide.getAttribute('href')).toBe('https://docs.plant.example/wms.pdf');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    const handbook = within(panel).getByRole('link', { name: /Shift handbook/ });
    expect(handbook.getAttribute('href')).toBe('http://mes.plant:8080/files/shift.pdf');

    expect(within(panel).getAllByRole('link')).toHaveLength(2);
    expect(within(panel).getByText('Sneaky script').closest('a')).toBeNull();
    expect(within(panel).getByText('Local file').closest('a')).toBeNull();
    expect(within(panel).getAllByText('No valid link')).toHaveLength(2);
  });

  it('says so while loading and when there are no documents', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    answerDocuments = () => new Promise((resolve) => (answer = resolve));
    await renderTopBar({ settings: { btnGroup: [4] } });
    await user().click(screen.getByRole('button', { name: 'Documents' }));
    const panel = await screen.findByRole('dialog', { name: 'Documents' });
    expect(await within(panel).findByText('Loading documents…')).toBeTruthy();
    answer(ok([]));
    expect(await within(panel).findByText('No documents yet.')).toBeTruthy();
  });
});
