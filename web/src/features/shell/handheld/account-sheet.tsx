import { CheckOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdministrator, useSessionStore } from '../../../stores/session-store';
import { signOut } from '../../auth';
import { useLanguages } from '../../language';

/**
 * The account button of the handheld bar and its sheet: who is signed in, the language and
 * signing out. At a shared terminal the next worker signs the last one out, so it is one tap away.
 */
export function AccountSheet() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = useSessionStore((s) => s.displayName || s.userName);
  const administrator = useSessionStore(isAdministrator);
  const { options, current, select, switching } = useLanguages();

  return (
    <>
      <button
        type="button"
        className="wb-handheld-icon"
        aria-label={t('handheld.account')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <UserOutlined aria-hidden />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={t('handheld.account')}
        rootClassName="wb-handheld-sheet"
      >
        <p className="wb-handheld-who">
          <strong>{t('handheld.signedInAs', { name })}</strong>
          <span>{administrator ? t('user.administrator') : t('user.ordinary')}</span>
        </p>
        <fieldset className="wb-handheld-languages" disabled={switching}>
          <legend>{t('handheld.language')}</legend>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              className="wb-handheld-item"
              lang={option.value}
              aria-pressed={option.value === current}
              onClick={() => void select(option.value)}
            >
              <span>{option.label}</span>
              {option.value === current ? <CheckOutlined aria-hidden /> : null}
            </button>
          ))}
        </fieldset>
        <button type="button" className="wb-handheld-item wb-handheld-sign-out" onClick={() => void signOut()}>
          <span>{t('handheld.signOut')}</span>
          <LogoutOutlined aria-hidden />
        </button>
      </Drawer>
    </>
  );
}
