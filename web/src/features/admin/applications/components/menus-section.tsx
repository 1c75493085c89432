import { ArrowDownOutlined, ArrowUpOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuType } from '@workbench/contracts';
import { Alert, Button, Empty, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../../../lib/menu-title';
import { useSessionStore } from '../../../../stores/session-store';
import { showSuccessNotice } from '../../../../ui/notices';
import { HistoryButton } from '../../shared/history/history-button';
import { LoadFailedAlert } from '../../shared/load-failed-alert';
import { exportMenus } from '../api/export-menus';
import { applicationMenusQueryKey, useApplicationMenus } from '../api/get-application-menus';
import { useMenu } from '../api/get-menu';
import { moveMenu } from '../api/move-menu';
import { refreshMenus } from '../api/query-keys';
import { MenuForm } from './menu-form';
import { MenuTree } from './menu-tree';
import { allMenuIds, childTypeOf, dropMenu, locateMenu, type MenuDropTarget } from './menu-tree-model';

type Selection = { mode: 'edit'; id: string } | { mode: 'create'; parentId: string | null; menuType: MenuType } | null;

/**
 * The menu tree of one application: arranged by drag and drop (or the up/down buttons), each
 * menu edited in the form beside it. A move shows at once and is then saved; if the server
 * refuses it, the HTTP client shows why and the tree is read again.
 */
export function MenusSection({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const menus = useApplicationMenus(applicationId);
  const [selection, setSelection] = useState<Selection>(null);
  // null: everything open, as the tree first shows.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const tree = menus.data ?? [];
  const expandedKeys = expanded ?? allMenuIds(tree);

  const move = useMutation({ mutationFn: moveMenu, onSettled: () => refreshMenus(queryClient) });
  const startExport = useMutation({
    mutationFn: () => exportMenus(applicationId),
    onSuccess: () => void showSuccessNotice(t('adminApps.menu.exportStarted')),
  });

  function moveTo(dragId: string, target: MenuDropTarget) {
    const result = dropMenu(tree, dragId, target);
    if (!result) return;
    queryClient.setQueryData(applicationMenusQueryKey(applicationId), result.tree);
    move.mutate(result.move);
  }

  const selectedId = selection?.mode === 'edit' ? selection.id : null;
  const selected = selectedId ? locateMenu(tree, selectedId) : null;
  const childType = selected ? childTypeOf(selected.item.menuType) : null;

  function moveBy(delta: -1 | 1) {
    const sibling = selected?.siblings[selected.index + delta];
    if (selected && sibling) moveTo(selected.item.id, { key: sibling.id, position: delta < 0 ? 'before' : 'after' });
  }

  function saved(id: string, created: boolean, parentId: string | null) {
    if (created && parentId && !expandedKeys.includes(parentId)) setExpanded([...expandedKeys, parentId]);
    setSelection({ mode: 'edit', id });
  }

  if (menus.isPending) return <Spin className="wb-apps-loading" />;
  if (menus.isError) return <LoadFailedAlert error={menus.error} onRetry={() => void menus.refetch()} />;

  const selectedName = selected ? menuTitle(selected.item, language) : '';
  return (
    <section className="wb-apps-section" aria-label={t('adminApps.menu.title')}>
      <div className="wb-apps-section-toolbar">
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setSelection({ mode: 'create', parentId: null, menuType: 'Service' })}
        >
          {t('adminApps.menu.add.Service')}
        </Button>
        {selected && childType ? (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setSelection({ mode: 'create', parentId: selected.item.id, menuType: childType })}
          >
            {t(`adminApps.menu.add.${childType}`)}
          </Button>
        ) : null}
        <Button
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('adminApps.menu.moveUp', { name: selectedName })}
          disabled={!selected || selected.index === 0 || move.isPending}
          onClick={() => moveBy(-1)}
        />
        <Button
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('adminApps.menu.moveDown', { name: selectedName })}
          disabled={!selected || selected.index === selected.siblings.length - 1 || move.isPending}
          onClick={() => moveBy(1)}
        />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={startExport.isPending}
          disabled={tree.length === 0}
          onClick={() => startExport.mutate()}
        >
          {t('adminApps.menu.export')}
        </Button>
        <HistoryButton resource="leadMenu" />
      </div>
      <div className="wb-apps-menus">
        <div className="wb-apps-menus-tree">
          {tree.length === 0 ? (
            <Empty description={t('adminApps.menu.empty')} />
          ) : (
            <MenuTree
              tree={tree}
              selectedId={selectedId}
              expandedKeys={expandedKeys}
              onExpandedKeysChange={setExpanded}
              onSelect={(id) => setSelection(id ? { mode: 'edit', id } : null)}
              onMove={moveTo}
            />
          )}
        </div>
        <div className="wb-apps-menus-panel">
          {selection?.mode === 'create' ? (
            <MenuForm
              key={`new ${selection.parentId} ${selection.menuType}`}
              applicationId={applicationId}
              menu={null}
              menuType={selection.menuType}
              parentId={selection.parentId}
              onSaved={(menu) => saved(menu.id, true, selection.parentId)}
              onDeleted={() => setSelection(null)}
              onCancel={() => setSelection(null)}
            />
          ) : selection?.mode === 'edit' ? (
            <SelectedMenu
              key={selection.id}
              id={selection.id}
              applicationId={applicationId}
              onClose={() => setSelection(null)}
            />
          ) : (
            <p className="wb-apps-hint">{t('adminApps.menu.selectHint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The edit form of the chosen menu, once its full record (icon, isPda) has arrived. */
function SelectedMenu({ id, applicationId, onClose }: { id: string; applicationId: string; onClose(): void }) {
  const { t } = useTranslation();
  const menu = useMenu(id);
  if (menu.isPending) return <Spin className="wb-apps-loading" />;
  if (!menu.data) return <Alert type="error" showIcon title={t('admin.notFound')} />;
  return (
    <MenuForm
      applicationId={applicationId}
      menu={menu.data}
      menuType={menu.data.menuType}
      parentId={menu.data.parentId}
      onSaved={() => undefined}
      onDeleted={onClose}
      onCancel={onClose}
    />
  );
}
