import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagePath } from '../../shell';
import { AdminPage } from '../shared/admin-page';
import { parseChannelEditorPath } from './channel-path';
import { ChannelEditor } from './components/channel-editor';
import './integrations.css';

/**
 * /EmailChannel/{ID?}, /RobotChannel/{ID?}, /pluginChannel/{ID?} and /EditSYSIntegration/{type}/{ID?}.
 * The page reads its own path (never the route), so a kept editor tab is not drawn again by
 * navigation elsewhere.
 */
export function ChannelEditorPage() {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  const route = useMemo(() => parseChannelEditorPath(pagePath), [pagePath]);
  if (!route) {
    return (
      <AdminPage title={t('route.editSysIntegration')}>
        <Alert type="error" showIcon title={t('adminIntegrations.unknownType')} />
      </AdminPage>
    );
  }
  return <ChannelEditor key={pagePath} route={route} pagePath={pagePath} />;
}
