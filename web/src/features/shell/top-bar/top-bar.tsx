import { MenuOutlined } from '@ant-design/icons';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceStore } from '../../../stores/interface-store';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { useSessionStore } from '../../../stores/session-store';
import { AnnouncementsButton } from './announcements/announcements-button';
import { CompactMenus } from './menus/compact-menus';
import { topMenuEntries, WORKBENCH_ENTRY } from './menus/top-menu-model';
import { TopMenuLink, TopMenus } from './menus/top-menus';
import { RealtimeStatus } from './realtime-status';
import { ToolButton } from './tools/tool-button';
import { ToolButtons } from './tools/tool-buttons';
import { TopBarBrand } from './top-bar-brand';
import { foldedParts, type TopBarFoldPart, useTopBarFold } from './use-top-bar-fold';
import { UserMenu } from './user-menu';
import './top-bar.css';

/** One class per part the fold step leaves out (is-folded-labels, is-folded-menus, …; use-top-bar-fold.ts). */
function barClassName(mobile: boolean, folded: ReadonlySet<TopBarFoldPart>): string {
  return ['wb-top-bar', ...(mobile ? ['is-mobile'] : []), ...[...folded].map((part) => `is-folded-${part}`)].join(' ');
}

export interface TopBarProps {
  /** Opens the workbench drawer (the menu icon). */
  onOpenWorkbench(): void;
  /** The entered application's sub-system and data-permission switcher, placed by the frame. */
  selectionSlot?: ReactNode;
}

/**
 * The signed-in top bar of docs/spec.md §2: workbench button, brand, Workbench link and the selection on
 * the left; the menu groups the user's permission codes allow, the configured icon buttons and the
 * user menu on the right. The menu groups fold into one dropdown below the mobile breakpoint; on
 * wider screens the bar folds step by step, as far as it must to fit its row (use-top-bar-fold).
 */
export function TopBar({ onOpenWorkbench, selectionSlot }: TopBarProps) {
  const { t } = useTranslation();
  const mobile = useInterfaceStore((s) => s.device === 'mobile');
  const granted = useSessionStore((s) => s.grantedMenuCodes);
  const language = useSessionStore((s) => s.language);
  const btnGroup = useRuntimeConfigStore((s) => s.settings.btnGroup);
  const entries = topMenuEntries(granted);
  const barRef = useRef<HTMLElement>(null);
  const contents = [language, entries.map((entry) => entry.key).join(), btnGroup.join(), Boolean(selectionSlot)];
  const fold = useTopBarFold(barRef, contents.join('|'));
  const folded = foldedParts(fold);

  let menus: ReactNode;
  if (mobile) menus = <CompactMenus trigger="icon" entries={[WORKBENCH_ENTRY, ...entries]} />;
  else if (!folded.has('menus')) menus = <TopMenus entries={entries} />;
  else menus = entries.length > 0 ? <CompactMenus trigger="text" entries={entries} /> : null;

  return (
    <header ref={barRef} className={barClassName(mobile, folded)} data-fold={fold}>
      <div className="wb-top-bar-start">
        <ToolButton
          className="wb-top-bar-workbench-button"
          label={t('topBar.openWorkbench')}
          icon={<MenuOutlined />}
          onClick={onOpenWorkbench}
        />
        <TopBarBrand />
        {mobile ? null : <TopMenuLink entry={WORKBENCH_ENTRY} />}
        {selectionSlot ? <div className="wb-top-bar-slot">{selectionSlot}</div> : null}
      </div>
      <div className="wb-top-bar-end">
        {menus}
        <RealtimeStatus />
        <AnnouncementsButton />
        <ToolButtons />
        <UserMenu />
      </div>
    </header>
  );
}
