import { MenuFoldOutlined, MenuUnfoldOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserMenusKey, useUserMenus } from '../../../api/menus/get-user-menus';
import { useInterfaceStore } from '../../../stores/interface-store';
import { menusKeyOf, useSelectionStore } from '../../../stores/selection-store';
import { SIDE_AREA_COLLAPSED_WIDTH, SIDE_AREA_MAX_WIDTH, SIDE_AREA_MIN_WIDTH } from '../rules/side-area-size';
import { ResizeHandle } from './resize-handle';
import { SideContent } from './side-content';
import { useAutoFold } from './use-auto-fold';
import { useSideAreaSize } from './use-side-area-size';
import './side-area.css';

// The phone's strip opens the menus in antd's Drawer: loaded on a phone-sized window only.
const MobileSideArea = lazy(() => import('./mobile-side-area').then((m) => ({ default: m.MobileSideArea })));

/** Below this width the tab names give way to their icons. */
const COMPACT_BELOW_PX = 176;

/**
 * The side area of docs/spec.md §2: the menus of the entered application and sub-system. Rendered by the
 * frame only while an application is entered. On a desktop it sits beside the pages, resizable
 * and pinnable; on a phone-sized window (docs/spec.md §4 device "mobile") it is a narrow strip that opens
 * the menus in a drawer over the page.
 */
export function SideArea() {
  const menusKey = menusKeyOf(useSelectionStore((s) => s.selection));
  const device = useInterfaceStore((s) => s.device);
  if (!menusKey) return null;
  return device === 'mobile' ? (
    <Suspense fallback={<div className="wb-side-area is-collapsed" style={{ width: SIDE_AREA_COLLAPSED_WIDTH }} />}>
      <MobileSideArea menusKey={menusKey} />
    </Suspense>
  ) : (
    <DesktopSideArea menusKey={menusKey} />
  );
}

function DesktopSideArea({ menusKey }: { menusKey: UserMenusKey }) {
  const { t } = useTranslation();
  const menus = useUserMenus(menusKey);
  const size = useSideAreaSize();
  const pinned = useInterfaceStore((s) => s.sidebarFixed) === 'fixed';
  const setSidebarFixed = useInterfaceStore((s) => s.setSidebarFixed);
  const [dragWidth, setDragWidth] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const area = useRef<HTMLElement>(null);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const foldButton = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef(false);

  // While dragging the area follows the pointer within the limits; below the minimum it shows it will fold.
  const shownWidth =
    dragWidth === null ? size.width : Math.min(Math.max(dragWidth, SIDE_AREA_MIN_WIDTH), SIDE_AREA_MAX_WIDTH);
  const folding = dragWidth !== null && dragWidth < SIDE_AREA_MIN_WIDTH;

  /** Keeps the keyboard where the user is: on the reopen button after folding, on the fold button after reopening. */
  function rememberFocus() {
    focusAfterToggle.current = area.current?.contains(document.activeElement) ?? false;
  }
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (size.collapsed ? reopenButton : foldButton).current?.focus();
  }, [size.collapsed]);

  const autoFold = useAutoFold(area, !pinned && !size.collapsed && dragWidth === null && !editing, () => {
    rememberFocus();
    size.collapse();
  });

  return (
    <nav
      ref={area}
      className={`wb-side-area${size.collapsed ? ' is-collapsed' : ''}${folding ? ' is-folding' : ''}${dragWidth === null ? '' : ' is-dragging'}`}
      style={{ width: size.collapsed ? size.renderedWidth : shownWidth }}
      aria-label={t('sideArea.label')}
      onPointerEnter={autoFold.onPointerEnter}
      onPointerLeave={autoFold.onPointerLeave}
    >
      {size.collapsed ? (
        <Tooltip title={t('sideArea.expand')} placement="right">
          <button
            ref={reopenButton}
            type="button"
            className="wb-side-area-reopen"
            aria-label={t('sideArea.expand')}
            aria-expanded={false}
            onClick={(event) => {
              focusAfterToggle.current = event.detail === 0;
              size.expand();
            }}
          >
            <MenuUnfoldOutlined aria-hidden />
          </button>
        </Tooltip>
      ) : null}
      {/* Kept while folded: the chosen tab, the search and an open editor survive a fold. */}
      <div className="wb-side-area-body" hidden={size.collapsed}>
        <SideContent
          menus={menus}
          menusKey={menusKey}
          compact={shownWidth < COMPACT_BELOW_PX}
          onEditingChange={setEditing}
        />
      </div>
      {size.collapsed ? null : (
        <>
          <div className="wb-side-area-footer">
            <Tooltip title={pinned ? t('sideArea.pinnedHint') : t('sideArea.unpinnedHint')} placement="top">
              <Button
                type="text"
                size="small"
                aria-label={t('sideArea.pin')}
                aria-pressed={pinned}
                icon={pinned ? <PushpinFilled aria-hidden /> : <PushpinOutlined aria-hidden />}
                onClick={() => setSidebarFixed(pinned ? '' : 'fixed')}
              />
            </Tooltip>
            <Tooltip title={t('sideArea.collapse')} placement="top">
              <Button
                ref={foldButton}
                type="text"
                size="small"
                aria-label={t('sideArea.collapse')}
                icon={<MenuFoldOutlined aria-hidden />}
                onClick={() => {
                  rememberFocus();
                  size.collapse();
                }}
              />
            </Tooltip>
          </div>
          <ResizeHandle
            width={size.width}
            label={t('sideArea.resize')}
            onDragWidth={setDragWidth}
            onResize={(requested) => {
              rememberFocus();
              size.resize(requested);
            }}
          />
        </>
      )}
    </nav>
  );
}
