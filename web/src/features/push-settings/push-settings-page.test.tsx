import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, BUILT_IN_PUSH_SETTING, PERMISSIONS, type PushSetting } from '@workbench/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store';
import { setUpAdminTests } from '../../testing/admin-tests';
import { fail, ok } from '../../testing/mock-network';
import { PushSettingsPage } from './push-settings-page';
import { usePushSettingDrafts } from './stores/push-setting-drafts';

const paths = API_PATHS.pushSettings;
const WMS = {
  id: 'app-wms',
  displayName: '仓储管理',
  enName: 'Warehouse',
  aliasName: 'Lager',
  applicationLogo: '',
  applicationUrl: '',
  applicationPlatform: '',
  specialLeadTagId: '',
  switchMethod: 1,
  integrationMethod: 0,
};
const answerOf = (setting: PushSetting, isDefault = true) => ({
  setting,
  isDefault,
  timeZone: 'Europe/Berlin',
  updatedAt: isDefault ? null : '2026-12-03T08:00:00.000Z',
});

const page = setUpAdminTests({
  // An ordinary user: no permission for the defaults.
  session: { userId: 'u-op', userName: 'operator', isAdmin: false, hasToken: true, grantedMenuCodes: {} },
  routes: () => ({
    [paths.get]: () => ok(answerOf(BUILT_IN_PUSH_SETTING)),
    [paths.save]: (request) => ok(answerOf(request.body as PushSetting, false)),
    [API_PATHS.applications.forCurrentUser]: () => ok([WMS]),
  }),
});

beforeEach(() => usePushSettingDrafts.setState({ drafts: {} }));

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('message push settings (/msgPushSetting)', () => {
  it('shows the defaults in a matrix with the fire alarm’s pop-up fixed, and saves what was changed', async () => {
    const { user } = page.render(<PushSettingsPage />, '/msgPushSetting');
    expect(await screen.findByText('You use the defaults set by your administrators.')).toBeTruthy();
    const firePopUp = box('Pop-up for Fire alarm');
    expect(firePopUp.checked).toBe(true);
    expect(firePopUp.disabled).toBe(true);
    expect(firePopUp.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Fire alarms always pop up with their sound/)).toBeTruthy();
    expect(box('E-mail for Fire alarm').disabled).toBe(false);
    // Nobody without the permission sees the defaults' tab.
    expect(screen.queryByRole('tab', { name: 'Defaults for everyone' })).toBeNull();

    await user.click(box('Pop-up for Warning'));
    await user.click(box('Robot for Severe'));
    await user.click(screen.getByRole('switch', { name: 'Sound for pop-ups' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(page.sent(paths.save)).toHaveLength(1));
    const sent = page.sent(paths.save)[0] as PushSetting;
    expect(sent.types[0]).toEqual({ type: 0, popUp: true, email: true, robot: true });
    expect(sent.types[1]).toEqual({ type: 1, popUp: true, email: true, robot: true });
    expect(sent.types[2]).toEqual({ type: 2, popUp: false, email: false, robot: false });
    expect(sent.sound).toBe(false);
    expect(sent.allApplications).toBe(true);
    expect(await screen.findByText(/Your own settings, saved/)).toBeTruthy();
  });

  it('keeps what was typed when the service says no, with its message under the field', async () => {
    page.answer(paths.save, () =>
      fail(400, '10000', 'Please check the input: Quiet hours › To must differ from the start of the quiet hours', [
        { field: 'quietHours.to', message: 'must differ from the start of the quiet hours' },
      ]),
    );
    const { user } = page.render(<PushSettingsPage />, '/msgPushSetting');
    await screen.findByText('You use the defaults set by your administrators.');
    await user.click(screen.getByRole('switch', { name: 'Keep quiet hours' }));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '07:00' } });
    fireEvent.change(to, { target: { value: '07:00' } });
    await user.click(box('Pop-up for Reminder'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = (await screen.findByText(/^Not saved: Please check the input/)).closest('[role="alert"]');
    expect(alert).toBeTruthy();
    const toItem = to.closest('.ant-form-item') as HTMLElement;
    expect(await within(toItem).findByText('must differ from the start of the quiet hours')).toBeTruthy();
    expect(from.value).toBe('07:00');
    expect(to.value).toBe('07:00');
    expect(box('Pop-up for Reminder').checked).toBe(false);
    expect((page.sent(paths.save)[0] as PushSetting).quietHours).toEqual({ enabled: true, from: '07:00', to: '07:00' });
  });

  it('offers only the chosen applications once “Only these applications” is picked', async () => {
    const { user } = page.render(<PushSettingsPage />, '/msgPushSetting');
    await screen.findByText('You use the defaults set by your administrators.');
    const picker = screen.getByLabelText('Choose applications', { selector: 'input' });
    expect(picker.closest('.ant-form-item-hidden')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Only these applications' }));
    await waitFor(() => expect(picker.closest('.ant-form-item-hidden')).toBeNull());
  });

  it('shows the defaults as a tab of their own to those who hold the event-strategy permission', async () => {
    useSessionStore.setState({ grantedMenuCodes: { [PERMISSIONS.eventStrategy]: true } });
    page.answer(paths.getDefaults, () =>
      ok({ setting: BUILT_IN_PUSH_SETTING, timeZone: 'Europe/Berlin', updatedAt: null, updatedBy: '' }),
    );
    page.answer(paths.saveDefaults, (request) =>
      ok({
        setting: request.body,
        timeZone: 'Europe/Berlin',
        updatedAt: '2026-12-03T09:00:00.000Z',
        updatedBy: 'operator',
      }),
    );
    const { user } = page.render(<PushSettingsPage />, '/msgPushSetting');
    await user.click(await screen.findByRole('tab', { name: 'Defaults for everyone' }));
    expect(await screen.findByText(/Nobody has changed the defaults yet/)).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Defaults for everyone' });
    await user.click(within(panel).getByRole('checkbox', { name: 'E-mail for Warning' }));
    await user.click(within(panel).getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => expect(page.sent(paths.saveDefaults)).toHaveLength(1));
    expect((page.sent(paths.saveDefaults)[0] as PushSetting).types[2]).toEqual({
      type: 2,
      popUp: true,
      email: true,
      robot: false,
    });
  });
});
