import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_DEFAULTS_PERMISSION, type PushSettingAnswer, type PushSettingDefaultsAnswer } from '@workbench/contracts';
import { Alert, Button, Spin, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { applicationsQueryOptions } from '../../api/applications/get-applications';
import { messageFor } from '../../api/error-catalogue';
import { translate } from '../../i18n/translate';
import { formatTime } from '../../lib/format-time';
import { isAdministrator, useSessionStore } from '../../stores/session-store';
import { confirmAction } from '../../ui/confirm';
import { showSuccessNotice } from '../../ui/notices';
import {
  pushSettingsQueryKeys,
  resetOwnPushSetting,
  saveOwnPushSetting,
  savePushDefaults,
  useOwnPushSetting,
  usePushDefaults,
} from './api/push-setting-calls';
import { PushSettingFormView } from './components/push-setting-form';
import { usePushSettingDrafts } from './stores/push-setting-drafts';
import './push-settings-page.css';

function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  const message = isApiError(error) ? messageFor(error, translate) : String(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('pushSettings.loadFailed', { message })}
      action={<Button onClick={retry}>{t('pushSettings.retry')}</Button>}
    />
  );
}

function OwnSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = useOwnPushSetting();
  const applications = useQuery(applicationsQueryOptions);
  const reset = useMutation({
    mutationFn: async () => {
      const yes = await confirmAction({
        title: translate('pushSettings.resetQuestion'),
        content: translate('pushSettings.resetContent'),
        okText: translate('pushSettings.reset'),
        cancelText: translate('admin.cancel'),
      });
      if (!yes) return null;
      return resetOwnPushSetting();
    },
    onSuccess: (answer) => {
      if (!answer) return;
      usePushSettingDrafts.getState().drop('own');
      queryClient.setQueryData<PushSettingAnswer>(pushSettingsQueryKeys.own, answer);
      void showSuccessNotice(translate('pushSettings.resetDone'));
    },
  });
  if (own.isPending) return <Spin className="wb-push-loading" />;
  if (own.isError) return <LoadFailed error={own.error} retry={() => void own.refetch()} />;
  const answer = own.data;
  return (
    <>
      <p className="wb-push-status" role="status">
        {answer.isDefault
          ? t('pushSettings.usingDefaults')
          : t('pushSettings.ownSaved', { time: formatTime(answer.updatedAt) })}
      </p>
      <PushSettingFormView
        // A saved or reset setting starts the form afresh from what the service answered.
        key={`${answer.isDefault}-${answer.updatedAt ?? ''}-${reset.submittedAt}`}
        kind="own"
        setting={answer.setting}
        timeZone={answer.timeZone}
        applications={applications.data ?? []}
        save={saveOwnPushSetting}
        onSaved={(saved) => queryClient.setQueryData<PushSettingAnswer>(pushSettingsQueryKeys.own, saved)}
        onReset={() => reset.mutate()}
        resetting={reset.isPending}
      />
    </>
  );
}

function DefaultSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaults = usePushDefaults(true);
  const applications = useQuery(applicationsQueryOptions);
  if (defaults.isPending) return <Spin className="wb-push-loading" />;
  if (defaults.isError) return <LoadFailed error={defaults.error} retry={() => void defaults.refetch()} />;
  const answer = defaults.data;
  return (
    <>
      <p className="wb-push-status">{t('pushSettings.defaultsIntro')}</p>
      <p className="wb-push-status" role="status">
        {answer.updatedAt
          ? t('pushSettings.defaultsSaved', { time: formatTime(answer.updatedAt), name: answer.updatedBy })
          : t('pushSettings.defaultsBuiltIn')}
      </p>
      <PushSettingFormView
        key={answer.updatedAt ?? 'built-in'}
        kind="defaults"
        setting={answer.setting}
        timeZone={answer.timeZone}
        applications={applications.data ?? []}
        save={savePushDefaults}
        onSaved={(saved) => {
          queryClient.setQueryData<PushSettingDefaultsAnswer>(pushSettingsQueryKeys.defaults, saved);
          // Everyone on the defaults, the administrator among them, reads them again.
          void queryClient.invalidateQueries({ queryKey: pushSettingsQueryKeys.own });
        }}
      />
    </>
  );
}

/**
 * Message push settings (/msgPushSetting, docs/spec.md §2, every signed-in user): the user's own
 * setting, and, for those who hold the event-strategy permission, the defaults for everyone.
 */
export function PushSettingsPage() {
  const { t } = useTranslation();
  const mayEditDefaults = useSessionStore(
    (s) => isAdministrator(s) || s.grantedMenuCodes[PUSH_DEFAULTS_PERMISSION] === true,
  );
  const mine: ReactNode = (
    <>
      <p className="wb-push-intro">{t('pushSettings.intro')}</p>
      <OwnSettings />
    </>
  );
  return (
    <section className="wb-push-page" aria-label={t('route.msgPushSetting')}>
      <header className="wb-push-header">
        <h1>{t('route.msgPushSetting')}</h1>
      </header>
      {mayEditDefaults ? (
        <Tabs
          items={[
            { key: 'mine', label: t('pushSettings.tab.mine'), children: mine },
            { key: 'defaults', label: t('pushSettings.tab.defaults'), children: <DefaultSettings /> },
          ]}
        />
      ) : (
        mine
      )}
    </section>
  );
}
