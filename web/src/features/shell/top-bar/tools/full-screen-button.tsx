import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../../ui/notices';
import { isFullScreen, isFullScreenSupported, onFullScreenChange, toggleFullScreen } from './full-screen';
import { ToolButton } from './tool-button';

/** Button 1 (docs/spec.md §2): full screen on and off; docs/spec.md §8 warns when the browser cannot. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(
    onFullScreenChange,
    () => isFullScreen(),
    () => false,
  );

  // antd's message comes with the first warning, not with the frame.
  const warnUnsupported = () => void showNotice('warning', t('topBar.fullScreenUnsupported'));
  const onClick = () => {
    if (!isFullScreenSupported()) {
      warnUnsupported();
      return;
    }
    // The browser may still refuse (a policy, an embedding frame without allowfullscreen).
    toggleFullScreen().catch(warnUnsupported);
  };

  return (
    <ToolButton
      label={active ? t('topBar.exitFullScreen') : t('topBar.fullScreen')}
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={onClick}
    />
  );
}
