import { KeyOutlined, LogoutOutlined, NotificationOutlined } from '@ant-design/icons';
import { PRODUCT_VERSION } from '@workbench/contracts';
import { Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { isAdministrator, useSessionStore } from '../../../stores/session-store';
import { useStableNavigate } from '../../../ui/routing/use-stable-navigate';
import { loadChangePasswordDialog, signOut } from '../../auth';
import { useFocusReturn } from './use-focus-return';

// antd's Form and Modal come with the dialog, when it is first asked for, not with the frame.
const ChangePasswordDialog = lazy(() => loadChangePasswordDialog().then((m) => ({ default: m.ChangePasswordDialog })));

/** First letter of the name for the avatar (a whole character, also for CJK names). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** Where the user's own message push settings are (docs/spec.md §2 `/msgPushSetting`, every user). */
export const PUSH_SETTINGS_PATH = '/msgPushSetting';

/**
 * docs/spec.md §2 user menu: initial avatar, name, role label, access level, change password, the
 * message push settings, logout, version.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  // Stays mounted once opened, so that closing plays antd's closing motion.
  const [dialogWanted, setDialogWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const onOpenChange = (next: boolean) => {
    if (!next) restoreFocus();
    setOpen(next);
  };
  const user = useSessionStore(
    useShallow((s) => ({
      name: s.displayName || s.userName,
      userName: s.userName,
      administrator: isAdministrator(s),
      accessLevel: s.mesAccessLevel,
    })),
  );
  const roleLabel = user.administrator ? t('user.administrator') : t('user.ordinary');

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="wb-user-summary">
          <strong>{user.name}</strong>
          <span>{roleLabel}</span>
          {user.accessLevel ? <span>{t('user.accessLevel', { level: user.accessLevel })}</span> : null}
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: t('user.changePassword') },
    // The page's own code loads when it is opened; the entry is a link and the route's title.
    { key: 'pushSettings', icon: <NotificationOutlined />, label: t('route.msgPushSetting') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') },
    { type: 'divider' },
    { key: 'version', disabled: true, label: t('app.version', { version: PRODUCT_VERSION }) },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    onOpenChange(false);
    if (key === 'password') {
      setDialogWanted(true);
      setChangingPassword(true);
    }
    if (key === 'pushSettings') navigate(PUSH_SETTINGS_PATH);
    if (key === 'logout') void signOut();
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        open={open}
        onOpenChange={onOpenChange}
        menu={{ items, onClick }}
      >
        <button id={triggerId} type="button" className="wb-user-trigger" aria-haspopup="menu" aria-expanded={open}>
          {/* The name comes from the visible text, so that speech users can say what they see. */}
          <span className="wb-visually-hidden">{t('topBar.userMenu')}</span>{' '}
          {/* The initial is drawn by CSS: a letter read out before the name would only be noise. */}
          <span className="wb-user-avatar" data-initial={initialOf(user.name)} aria-hidden="true" />
          <span className="wb-user-text">
            <span className="wb-user-name">{user.name}</span> <span className="wb-user-role">{roleLabel}</span>
          </span>
        </button>
      </Dropdown>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
