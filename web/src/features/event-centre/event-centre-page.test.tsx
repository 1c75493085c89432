import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@workbench/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHubNewsStore } from '../../stores/hub-news-store';
import { setUpAdminTests } from '../../testing/admin-tests';
import { fail, ok } from '../../testing/mock-network';
import { EventCentrePage } from './event-centre-page';
import { APPLICATIONS, eventDetail, plantEvent, SUB_SYSTEMS } from './testing/event-fixtures';

const paths = API_PATHS.events;

const FIRE = plantEvent('ev-fire', 'Smoke in hall A', {
  type: 0,
  dbInstanceId: 'db-sz',
  dataPermissionId: 'dp-hall-a',
  count: 3,
});
const BELT = plantEvent('ev-belt', 'Belt slips', { type: 2 });
const DONE = plantEvent('ev-done', 'Door open', {
  type: 4,
  acknowledged: { userId: 'u-2', userName: 'zhang.min', at: '2026-12-01T06:10:00.000Z', comment: 'On it' },
});

const admin = setUpAdminTests({
  routes: () => ({
    [paths.pageList]: () => ok({ items: [FIRE, BELT, DONE], totalCount: 3, countsByType: [1, 0, 1, 0, 1] }),
    [paths.get]: (request) =>
      ok(
        eventDetail(request.query.id === FIRE.id ? FIRE : BELT, [
          { at: '2026-12-01T06:00:00.000Z', kind: 'raised', userName: '', comment: '' },
          { at: '2026-12-01T06:05:00.000Z', kind: 'repeated', userName: '', comment: '' },
          { at: '2026-12-01T06:06:00.000Z', kind: 'notified', userName: '', comment: 'li.wei by e-mail: delivered' },
          { at: '2026-12-01T06:07:00.000Z', kind: 'assigned', userName: 'it.chief', comment: '' },
        ]),
      ),
    [paths.acknowledge]: (request) => ok({ changed: (request.body as { ids: string[] }).ids.length }),
    [paths.resolve]: (request) => ok({ changed: (request.body as { ids: string[] }).ids.length }),
    [paths.export]: () => ok({ id: 'task-1', taskStatus: 0 }),
    [API_PATHS.applications.forCurrentUser]: () => ok(APPLICATIONS),
    [API_PATHS.dbInstances.forCurrentUser]: () => ok(SUB_SYSTEMS),
  }),
});

afterEach(() => useHubNewsStore.getState().reset());

const renderPage = () => admin.render(<EventCentrePage />, '/Eventcenter').user;
const rowOf = async (title: string) =>
  (await screen.findByRole('button', { name: title })).closest('tr') as HTMLElement;
const lastListRequest = () => admin.sent(paths.pageList).at(-1);
const dialog = () => screen.getByRole('dialog');
const OPTION = '.ant-select-item-option-content';

describe('the event list (event/queryPageList)', () => {
  it('shows each event with its type, where it belongs and its handling, and the counts per type', async () => {
    renderPage();
    const fire = await rowOf('Smoke in hall A');
    expect(within(fire).getByText('Fire alarm')).toBeTruthy();
    await waitFor(() => expect(within(fire).getByText('MES / Suzhou plant / Hall A / CV-07')).toBeTruthy());
    expect(within(fire).getByText('× 3')).toBeTruthy();
    expect(within(fire).getByText('Unacknowledged')).toBeTruthy();
    expect(within(await rowOf('Door open')).getByText('Acknowledged')).toBeTruthy();
    const counts = screen.getByRole('group', { name: 'Events per type' });
    expect(within(counts).getByRole('button', { name: 'Fire alarm: 1' })).toBeTruthy();
    expect(within(counts).getByRole('button', { name: 'Severe: 0' })).toBeTruthy();
    // The list opens on the events still open.
    expect(lastListRequest()).toEqual({ resolved: false, maxResultCount: 20, skipCount: 0 });
  });

  it('narrows the list by type with the counts, and by the filters', async () => {
    const user = renderPage();
    await rowOf('Belt slips');
    const fireCount = within(screen.getByRole('group', { name: 'Events per type' })).getByRole('button', {
      name: /Fire alarm/,
    });
    await user.click(fireCount);
    await waitFor(() => expect(lastListRequest()).toMatchObject({ types: [0] }));
    expect(fireCount.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('combobox', { name: 'Acknowledgement' }));
    await user.click(await screen.findByText('Acknowledgement: Unacknowledged', { selector: OPTION }));
    await waitFor(() => expect(lastListRequest()).toMatchObject({ types: [0], acknowledged: false, resolved: false }));

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'smoke{Enter}');
    await waitFor(() => expect(lastListRequest()).toMatchObject({ filter: 'smoke' }));

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    // Back to the list it opened on (read from the cache: it is the first request again).
    await waitFor(() => expect(fireCount.getAttribute('aria-pressed')).toBe('false'));
    expect((screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement).value).toBe('');
    expect(screen.getAllByText('Acknowledgement: All').length).toBeGreaterThan(0);
  });

  it('reads the list again when the monitor hub says events changed, without losing the selection', async () => {
    const user = renderPage();
    await rowOf('Belt slips');
    await user.click(screen.getByRole('checkbox', { name: 'Select Belt slips' }));
    const before = admin.sent(paths.pageList).length;
    const NEW = plantEvent('ev-new', 'Pressure low', { type: 1 });
    admin.answer(paths.pageList, () =>
      ok({ items: [NEW, FIRE, BELT, DONE], totalCount: 4, countsByType: [1, 1, 1, 0, 1] }),
    );
    act(() => useHubNewsStore.getState().receiveEventsChanged({ ids: ['ev-new'] }));
    expect(await screen.findByRole('button', { name: 'Pressure low' })).toBeTruthy();
    expect(admin.sent(paths.pageList).length).toBe(before + 1);
    expect(screen.getByText('1 event selected')).toBeTruthy();
  });

  it('starts the export of the filtered list as a download task', async () => {
    const user = renderPage();
    await rowOf('Belt slips');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(admin.sent(paths.export)).toEqual([{ resolved: false }]));
    expect(await screen.findByText('The export has started; the file appears in the download list.')).toBeTruthy();
  });
});

describe('the event’s drawer', () => {
  it('shows the timeline and reads the event again when the hub names it', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details of Smoke in hall A' }));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Raised')).toBeTruthy();
    expect(within(timeline).getByText('Occurred again')).toBeTruthy();
    expect(within(timeline).getByText('li.wei by e-mail: delivered')).toBeTruthy();
    expect(within(timeline).getByText('Assignment taken back')).toBeTruthy();
    const reads = admin.requests(paths.get).length;
    act(() => useHubNewsStore.getState().receiveEventsChanged({ ids: ['ev-other'] }));
    act(() => useHubNewsStore.getState().receiveEventsChanged({ ids: ['ev-fire'] }));
    await waitFor(() => expect(admin.requests(paths.get).length).toBe(reads + 1));
  });

  it('keeps a refused comment in its box with the server’s words', async () => {
    admin.answer(paths.comment, () => fail(404, '404', 'The event ev-fire was not found.'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Details of Smoke in hall A' }));
    const box = await screen.findByLabelText('New comment');
    await user.type(box, 'Fire brigade called');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Not saved: The event ev-fire was not found.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Fire brigade called');
    expect(admin.sent(paths.comment)).toEqual([{ id: 'ev-fire', comment: 'Fire brigade called' }]);
  });
});

describe('acts on events', () => {
  it('acknowledges one event with a comment and reads the list again', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge Smoke in hall A' }));
    await user.type(within(dialog()).getByLabelText('Comment (optional)'), 'Checked on site');
    const before = admin.sent(paths.pageList).length;
    await user.click(within(dialog()).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(admin.sent(paths.acknowledge)).toEqual([{ ids: ['ev-fire'], comment: 'Checked on site' }]),
    );
    expect(await screen.findByText('1 event acknowledged.')).toBeTruthy();
    await waitFor(() => expect(admin.sent(paths.pageList).length).toBeGreaterThan(before));
  });

  it('resolves the selected events in one call, and clears them from the selection', async () => {
    const user = renderPage();
    await rowOf('Belt slips');
    await user.click(screen.getByRole('checkbox', { name: 'Select Smoke in hall A' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Belt slips' }));
    const bulk = screen.getByRole('region', { name: '2 events selected' });
    await user.click(within(bulk).getByRole('button', { name: 'Resolve' }));
    expect(within(dialog()).getByText('Resolve 2 events')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(admin.sent(paths.resolve)).toEqual([{ ids: ['ev-fire', 'ev-belt'], comment: '' }]));
    expect(await screen.findByText('2 events resolved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).toBeNull());
  });

  it('shelves for N hours with a reason; a refusal keeps both and says why', async () => {
    admin.answer(paths.shelve, () => fail(409, '409', 'The event Belt slips is resolved: it cannot be shelved.'));
    const user = renderPage();
    await rowOf('Belt slips');
    await user.click(screen.getByRole('checkbox', { name: 'Select Belt slips' }));
    await user.click(
      within(screen.getByRole('region', { name: '1 event selected' })).getByRole('button', { name: 'Shelve' }),
    );
    const hours = within(dialog()).getByLabelText('Hours') as HTMLInputElement;
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(within(dialog()).getByRole('button', { name: 'Shelve' }));
    // The contract's limit, checked before anything is sent.
    expect(await within(dialog()).findByText('Shelve for 1 to 168 whole hours.')).toBeTruthy();
    expect(admin.sent(paths.shelve)).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '12');
    await user.type(within(dialog()).getByLabelText('Reason'), 'Sensor being replaced');
    await user.click(within(dialog()).getByRole('button', { name: 'Shelve' }));
    expect(await screen.findByText('Not saved: The event Belt slips is resolved: it cannot be shelved.')).toBeTruthy();
    expect(admin.sent(paths.shelve)).toEqual([{ ids: ['ev-belt'], hours: 12, reason: 'Sensor being replaced' }]);
    expect(hours.value).toBe('12');
    expect((within(dialog()).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Sensor being replaced');
  });
});

describe('raising an event', () => {
  it('sends the fields as event/raise’s body, and keeps them when the server refuses, under the field it names', async () => {
    admin.answer(paths.raise, () =>
      fail(400, '400', 'The sub-system is not part of the application.', [
        { field: 'dbInstanceCode', message: 'Not part of MES.' },
      ]),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Raise event' }));
    await user.type(within(dialog()).getByLabelText('Title'), 'Forklift blocks aisle 4');
    await user.type(within(dialog()).getByLabelText('Category'), 'Safety');
    await user.click(within(dialog()).getByLabelText('Application'));
    await user.click(await screen.findByText('MES', { selector: OPTION }));
    // The sub-system picker opens once an application is chosen: a click before that opens nothing.
    const subSystem = within(dialog()).getByLabelText('Sub-system') as HTMLInputElement;
    await waitFor(() => expect(subSystem.disabled).toBe(false));
    await user.click(subSystem);
    await user.click(await screen.findByText('Suzhou plant', { selector: OPTION }));
    await user.click(within(dialog()).getByRole('button', { name: 'Raise event' }));
    expect(await screen.findByText('Not saved: The sub-system is not part of the application.')).toBeTruthy();
    await waitFor(() => expect(within(dialog()).getByText('Not part of MES.')).toBeTruthy());
    const [sent] = admin.sent(paths.raise) as Record<string, unknown>[];
    expect(sent).toMatchObject({
      type: 2,
      title: 'Forklift blocks aisle 4',
      category: 'Safety',
      message: '',
      applicationId: 'app-mes',
      dbInstanceCode: 'SZ',
    });
    expect(String(sent?.eventKey)).toMatch(/^manual-/);
    expect((within(dialog()).getByLabelText('Title') as HTMLInputElement).value).toBe('Forklift blocks aisle 4');
  });
});
