import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withBaseUrl } from '../../../lib/urls';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import './top-bar.css';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

/** The signed-in top bar: product, language and user. The shell's menus join it later. */
export interface TopBarProps {
  /** Opens the workbench drawer (the menu icon). */
  onOpenWorkbench(): void;
  /** The entered application's sub-system and data-permission switcher, placed by the frame. */
  selectionSlot?: ReactNode;
}

export function TopBar({ onOpenWorkbench, selectionSlot }: TopBarProps) {
  const { t } = useTranslation();
  const settings = useRuntimeConfigStore((s) => s.settings);
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const logo = withBaseUrl(settings.sysIcon || settings.icon, baseUrl);

  return (
    <header className="wb-top-bar">
      <Link to="/" className="wb-top-bar-brand">
        {logo ? <img src={logo} alt="" width={28} height={28} /> : null}
        <span>{t('app.name')}</span>
      </Link>
      <button type="button" onClick={onOpenWorkbench}>
        {t('app.name')}
      </button>
      {selectionSlot}
      <div className="wb-top-bar-actions">
        <LanguageMenu />
        <UserMenu />
      </div>
    </header>
  );
}
