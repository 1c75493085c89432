import { AppstoreOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSheet } from './account-sheet';

export interface HandheldBarProps {
  title: string;
  /** Back is offered while a page lies on the stack under this one (the menu at least). */
  canGoBack: boolean;
  onBack(): void;
  /** The menu button: everywhere but on the menu itself. */
  onMenu: (() => void) | null;
}

/** The handheld layout's top bar: Back, the page's title, the menu and the account. */
export function HandheldBar({ title, canGoBack, onBack, onMenu }: HandheldBarProps) {
  const { t } = useTranslation();
  return (
    <header className="wb-handheld-bar">
      {canGoBack ? (
        <button type="button" className="wb-handheld-icon" aria-label={t('handheld.back')} onClick={onBack}>
          <ArrowLeftOutlined aria-hidden />
        </button>
      ) : null}
      <h1 className="wb-handheld-title">{title}</h1>
      {onMenu ? (
        <button type="button" className="wb-handheld-icon" aria-label={t('handheld.menu')} onClick={onMenu}>
          <AppstoreOutlined aria-hidden />
        </button>
      ) : null}
      <AccountSheet />
    </header>
  );
}
