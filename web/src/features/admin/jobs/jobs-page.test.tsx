import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, BUILT_IN_JOB_NAMES } from '@workbench/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/change-language';
import { adminJobsEn } from '../../../i18n/dictionaries/admin/jobs/en';
import { useHubNewsStore } from '../../../stores/hub-news-store';
import { setUpAdminTests } from '../../../testing/admin-tests';
import { fail, ok } from '../../../testing/mock-network';
import { jobRow, jobRun, KINDS_ANSWER } from './job-fixtures';
import { JobsPage } from './jobs-page';

const paths = API_PATHS.admin.jobs;

const NIGHTLY = jobRow('job-nightly', 'Export clean-up', {
  builtIn: true,
  lastRun: { outcome: 'failed', startedAt: '2026-11-30T22:00:01.000Z', durationMs: 2500 },
});
const CALL = jobRow('job-call', 'MES maintenance', {
  kind: 'integrations.callAddress',
  params: { url: 'https://mes.plant.example/maintenance', body: '', timeoutSeconds: 30 },
  hasSecret: true,
  cron: null,
  runAt: '2026-12-24T10:30:00.000Z',
  paused: true,
});

const admin = setUpAdminTests({
  routes: () => ({
    [paths.pageList]: () => ok({ items: [NIGHTLY, CALL], totalCount: 2 }),
    [paths.get]: (request) => ok(request.query.id === NIGHTLY.id ? NIGHTLY : CALL),
    [paths.queryKinds]: () => ok(KINDS_ANSWER),
  }),
});

const renderPage = () => admin.render(<JobsPage />, '/Job').user;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const drawer = () => document.querySelector('.ant-drawer-open .ant-drawer-section') as HTMLElement;
const field = (label: string) => within(drawer()).getByLabelText(label) as HTMLInputElement;
const messagesOf = (label: string) =>
  field(label).closest('.ant-form-item')?.querySelector('.ant-form-item-additional')?.textContent ?? '';

describe('job list (job/queryPageList)', () => {
  it('says each schedule in words in the user’s language, a one-off with its time on the plant’s clock', async () => {
    renderPage();
    const nightly = await rowOf('Export clean-up');
    expect(within(nightly).getByText('At 06:00, Monday through Friday')).toBeTruthy();
    expect(within(nightly).getByText('Clean up old export files')).toBeTruthy();
    // 22:00 UTC is 06:00 the next morning in Shanghai.
    expect(within(nightly).getByText('2026-12-02 06:00:00')).toBeTruthy();
    expect(within(nightly).getByText('Failed')).toBeTruthy();
    expect(within(nightly).getByText('2.5 s')).toBeTruthy();
    const call = await rowOf('MES maintenance');
    expect(within(call).getByText('Once, at 2026-12-24 18:30:00')).toBeTruthy();
    expect(within(call).getByText('Paused')).toBeTruthy();

    await act(() => changeLanguage('de-DE'));
    expect(await within(await rowOf('Export clean-up')).findByText('Um 06:00, Montag bis Freitag')).toBeTruthy();
    expect(within(await rowOf('Export clean-up')).getByText('2,5 s')).toBeTruthy();
    await act(() => changeLanguage('zh-Hans'));
    expect(await within(await rowOf('Export clean-up')).findByText('在06:00, 星期一至星期五')).toBeTruthy();
  });

  it('sends run now, pause and resume for the row’s job', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run Export clean-up now' }));
    await waitFor(() => expect(admin.sent(paths.runNow)).toEqual([{ id: 'job-nightly' }]));
    await user.click(screen.getByRole('button', { name: 'Pause Export clean-up' }));
    await waitFor(() => expect(admin.sent(paths.pause)).toEqual([{ id: 'job-nightly' }]));
    await user.click(screen.getByRole('button', { name: 'Resume MES maintenance' }));
    await waitFor(() => expect(admin.sent(paths.resume)).toEqual([{ id: 'job-call' }]));
    // Each command reads the list again.
    await waitFor(() => expect(admin.sent(paths.pageList).length).toBeGreaterThanOrEqual(4));
  });

  it('offers no delete for a built-in job, and says why', async () => {
    renderPage();
    const nightly = await rowOf('Export clean-up');
    expect(
      (within(nightly).getByRole('button', { name: 'Delete Export clean-up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const call = await rowOf('MES maintenance');
    expect((within(call).getByRole('button', { name: 'Delete MES maintenance' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows a built-in job’s shipped name in the reader’s language, a renamed one as typed', async () => {
    const shipped = jobRow('job-sessions', BUILT_IN_JOB_NAMES['identity.cleanUpSessions'], {
      kind: 'identity.cleanUpSessions',
      builtIn: true,
    });
    admin.answer(paths.pageList, () => ok({ items: [shipped, NIGHTLY], totalCount: 2 }));
    renderPage();
    // The row's actions are named after the job as it is shown.
    expect(await screen.findByRole('button', { name: 'Edit Clean up ended sessions' })).toBeTruthy();
    await act(() => changeLanguage('de-DE'));
    expect(await screen.findByRole('button', { name: 'Beendete Sitzungen aufräumen bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export clean-up bearbeiten' })).toBeTruthy();
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('button', { name: '编辑 清理已结束的会话' })).toBeTruthy();
  });

  it('gives each shipped name in English exactly as the service ships it', () => {
    for (const [kind, name] of Object.entries(BUILT_IN_JOB_NAMES)) {
      expect(adminJobsEn[`adminJobs.builtInName.${kind}` as keyof typeof adminJobsEn]).toBe(name);
    }
  });

  it('keeps a built-in job’s shipped name when it is saved as shown in another language', async () => {
    const shipped = jobRow('job-sessions', BUILT_IN_JOB_NAMES['identity.cleanUpSessions'], {
      kind: 'identity.cleanUpSessions',
      builtIn: true,
    });
    admin.answer(paths.pageList, () => ok({ items: [shipped], totalCount: 1 }));
    admin.answer(paths.get, () => ok(shipped));
    admin.answer(paths.edit, () => ok(shipped));
    await act(() => changeLanguage('de-DE'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Beendete Sitzungen aufräumen bearbeiten' }));
    await waitFor(() => expect(field('Name').value).toBe('Beendete Sitzungen aufräumen'));
    await user.click(within(drawer()).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(admin.sent(paths.edit)).toEqual([expect.objectContaining({ name: 'Clean up ended sessions' })]),
    );
  });

  it('reads the list again when the monitor hub says a job changed', async () => {
    renderPage();
    await rowOf('Export clean-up');
    const before = admin.sent(paths.pageList).length;
    act(() => useHubNewsStore.getState().receiveJobChanged({ id: 'job-nightly' }));
    await waitFor(() => expect(admin.sent(paths.pageList).length).toBe(before + 1));
  });
});

describe('run history (job/queryRuns)', () => {
  it('shows each run’s trigger, start, duration and outcome, and a run’s log lines', async () => {
    admin.answer(paths.queryRuns, () =>
      ok({
        items: [
          jobRun('run-2', {
            trigger: 'runNow',
            outcome: 'failed',
            error: 'Disk /exports is not mounted.',
            log: [
              { at: '2026-11-30T22:00:01.200Z', line: 'Scanning /exports' },
              { at: '2026-11-30T22:00:03.400Z', line: 'Stopped: not mounted' },
            ],
          }),
          jobRun('run-1'),
        ],
        totalCount: 2,
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run history of Export clean-up' }));
    const runs = await screen.findByText('Runs of Export clean-up');
    const panel = runs.closest('.ant-drawer-section') as HTMLElement;
    const failed = (await within(panel).findByText('Disk /exports is not mounted.')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Run now')).toBeTruthy();
    expect(within(failed).getByText('2026-12-01 06:00:01')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(admin.sent(paths.queryRuns)).toEqual([{ jobId: 'job-nightly', skipCount: 0, maxResultCount: 10 }]);

    await user.click(within(failed).getByRole('button', { name: 'Show log' }));
    const log = await within(panel).findByRole('region', { name: 'Log' });
    expect(log.textContent).toContain('2026-12-01 06:00:01  Scanning /exports');
    expect(log.textContent).toContain('2026-12-01 06:00:03  Stopped: not mounted');
  });
});

describe('job editor', () => {
  it('refuses a bad cron expression as it is typed and lists the next five runs on the plant’s clock', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New' }));
    await screen.findByText('New job');
    await waitFor(() => expect(field('Cron expression')).toBeTruthy());
    await user.type(field('Cron expression'), '61 6 * * *');
    await waitFor(() =>
      expect(messagesOf('Cron expression')).toContain('This is not a cron expression the scheduler can run.'),
    );
    expect(within(drawer()).queryByRole('region', { name: /Next five runs/ })).toBeNull();

    await user.clear(field('Cron expression'));
    await user.type(field('Cron expression'), '30 7 * * *');
    const next = await within(drawer()).findByRole('region', { name: 'Next five runs (Asia/Shanghai)' });
    const times = within(next)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(times).toHaveLength(5);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} 07:30:00$/);
    expect(messagesOf('Cron expression')).toContain('At 07:30');
  });

  it('shows a server field error beside its field and keeps what was typed', async () => {
    admin.answer(paths.edit, () =>
      fail(400, '10001', 'Some fields are not valid.', [
        { field: 'params.url', message: 'This host is not allowed for outgoing calls.' },
      ]),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit MES maintenance' }));
    await waitFor(() => expect(field('Address').value).toBe('https://mes.plant.example/maintenance'));
    await user.clear(field('Address'));
    await user.type(field('Address'), 'https://intranet.example/hook');
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Not saved: Some fields are not valid.')).toBeTruthy();
    await waitFor(() => expect(messagesOf('Address')).toContain('This host is not allowed for outgoing calls.'));
    expect(field('Address').value).toBe('https://intranet.example/hook');
    // The stored secret is kept (not sent); the one run goes at the same instant.
    expect(admin.sent(paths.edit)).toEqual([
      expect.objectContaining({
        id: 'job-call',
        kind: 'integrations.callAddress',
        params: { url: 'https://intranet.example/hook', body: '', timeoutSeconds: 30 },
        cron: null,
        runAt: '2026-12-24T10:30:00.000Z',
        timeZone: 'Asia/Shanghai',
      }),
    ]);
  });
});
