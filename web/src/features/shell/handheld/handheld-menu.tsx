import { ExportOutlined, RightOutlined } from '@ant-design/icons';
import type { MenuItem } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserMenus } from '../../../api/menus/get-user-menus';
import { menuTitle } from '../../../lib/menu-title';
import { type CurrentSelection, menusKeyOf } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';
import { applicationName, SelectionSwitcher } from '../../appbox';
import { openMenuPage, targetOfMenuPage } from '../navigation/open-menu-page';
import { handheldMenuOf } from './handheld-menu-model';
import { ListState } from './list-state';

export interface HandheldMenuProps {
  selection: CurrentSelection;
  /** The application's handheld (isPda) menus, once loaded. */
  pdaTree: readonly MenuItem[] | undefined;
  onChangeApplication(): void;
}

/**
 * The side menu as a full screen: the entered application's pages, one per row, grouped by the
 * folders they are in. Opening one pushes it on the back stack.
 */
export function HandheldMenu({ selection, pdaTree, onChangeApplication }: HandheldMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useSessionStore((s) => s.language);
  const functionMenus = useUserMenus(menusKeyOf(selection));
  const name = applicationName(selection.application, language);
  const menu = functionMenus.data
    ? handheldMenuOf(pdaTree, functionMenus.data.defaultLeadMenuQueryOutput, language)
    : null;

  return (
    <nav className="wb-handheld-menu" aria-label={t('handheld.pagesOf', { name })} data-menu-source={menu?.source}>
      <div className="wb-handheld-menu-head">
        <SelectionSwitcher />
        <button type="button" className="wb-handheld-link" onClick={onChangeApplication}>
          {t('handheld.changeApplication')}
        </button>
      </div>
      {!menu ? (
        <ListState failed={functionMenus.isError} onRetry={() => void functionMenus.refetch()} />
      ) : menu.sections.length === 0 ? (
        <p className="wb-handheld-state">{t('handheld.noPages')}</p>
      ) : (
        menu.sections.map((section) => (
          <section key={section.key} className="wb-handheld-section">
            {section.trail.length > 0 ? <h3>{section.trail.join(' / ')}</h3> : null}
            <ul className="wb-handheld-list">
              {section.pages.map((page) => {
                const title = menuTitle(page, language);
                const leaves = targetOfMenuPage(page).kind !== 'route';
                return (
                  <li key={page.id}>
                    <button
                      type="button"
                      className="wb-handheld-item"
                      aria-label={leaves ? `${title} (${t('handheld.opensNewWindow')})` : undefined}
                      onClick={() => openMenuPage(page, (path) => void navigate(path))}
                    >
                      <span>{title}</span>
                      {leaves ? <ExportOutlined aria-hidden /> : <RightOutlined aria-hidden />}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </nav>
  );
}
