import { FolderAddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstPickMenu, MenuItem } from '@workbench/contracts';
import { Alert, Button, Empty, Modal, Radio } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveUserMenus } from '../../../api/favourites/save-user-menus';
import { type UserMenusKey, userMenusQueryKey } from '../../../api/menus/get-user-menus';
import { showSuccessNotice } from '../../../ui/notices';
import { buildSaveEntries } from './build-save-entries';
import { FavouritesEditorTree, type FolderEditing } from './favourites-editor-tree';
import {
  addFolder,
  deleteFolder,
  type FavouriteNode,
  folderNames,
  locate,
  moveBy,
  moveNode,
  moveToFolder,
  newFolderKey,
  nextFolderName,
  removePage,
  renameFolder,
  toFavouriteNodes,
} from './favourites-tree-model';
import './favourites-editor.css';

/** docs/spec.md §2: the editor is 552 x 606 px (the height is set on the whole dialog in the CSS). */
export const FAVOURITES_EDITOR_WIDTH = 552;

export interface FavouritesEditorProps {
  menusKey: UserMenusKey;
  /** The favourites as the server sent them (collectLeadMenuQueryOutput). */
  favourites: readonly MenuItem[];
  firstPickMenu: FirstPickMenu;
  /** The root Service entry of the save (docs/spec.md §7 saveUserMenus). */
  root: { id: string; menuName: string };
  /** A page's title in the active language. */
  titleOf(item: MenuItem): string;
  /** Cancel, or a successful Save: the owner unmounts the editor, which drops everything unsaved. */
  onClose(): void;
}

/**
 * The favourites editor (docs/spec.md §2, §4, §5, §7): the default tab, new folders, renaming with unique
 * names, deleting folders (their pages move to the top level), removing pages and arranging them
 * by drag and drop. Nothing is sent before Save; Cancel discards. A failed save keeps everything
 * as arranged (the HTTP client shows why it failed).
 */
export function FavouritesEditor({
  menusKey,
  favourites,
  firstPickMenu,
  root,
  titleOf,
  onClose,
}: FavouritesEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaultDisplayId = useId();
  const [nodes, setNodesState] = useState<FavouriteNode[]>(() => toFavouriteNodes(favourites));
  const [defaultTab, setDefaultTab] = useState<FirstPickMenu>(firstPickMenu);
  const [editing, setEditingState] = useState<FolderEditing | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const treeArea = useRef<HTMLDivElement>(null);
  // Mirrors of the state for handlers that run before React re-renders (a blur right before a click).
  const nodesRef = useRef(nodes);
  const editingRef = useRef(editing);
  const draftRef = useRef('');

  function setNodes(next: FavouriteNode[]) {
    nodesRef.current = next;
    setNodesState(next);
  }
  function setEditing(next: FolderEditing | null) {
    editingRef.current = next;
    setEditingState(next);
  }
  function change(next: FavouriteNode[]) {
    setNotice(null);
    setNodes(next);
  }

  const save = useMutation({
    mutationFn: saveUserMenus,
    onSuccess() {
      void showSuccessNotice(t('favourites.saved'));
      // The side menu and the routes built from it follow the saved tree.
      void queryClient.invalidateQueries({ queryKey: userMenusQueryKey(menusKey) });
      onClose();
    },
  });

  function beginEditing(key: string, name: string, attempt: number) {
    draftRef.current = name;
    setEditing({ key, initialName: name, attempt });
  }

  function startRename(key: string) {
    const found = locate(nodesRef.current, key);
    if (found?.node.kind === 'folder') beginEditing(key, found.node.name, 0);
  }

  function focusTree() {
    treeArea.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();
  }

  /** Confirms the name being typed; a repeated name is reverted with the specification's message. Gives the tree after it, or null. */
  function confirmName(how: 'enter' | 'blur', name = draftRef.current): FavouriteNode[] | null {
    const current = editingRef.current;
    if (!current) return nodesRef.current;
    const result = renameFolder(nodesRef.current, current.key, name);
    if (result.ok) {
      setEditing(null);
      change(result.tree);
      if (how === 'enter') focusTree();
      return result.tree;
    }
    const previous = locate(nodesRef.current, current.key);
    const previousName = previous?.node.kind === 'folder' ? previous.node.name : '';
    if (result.reason === 'duplicate') setNotice(t('favourites.nameRepeated'));
    // Enter keeps the field open (with the old name) to re-enter; leaving it keeps the old name.
    if (how === 'enter') beginEditing(current.key, previousName, current.attempt + 1);
    else setEditing(null);
    return null;
  }

  function cancelName() {
    setEditing(null);
    focusTree();
  }

  function newFolder() {
    if (editingRef.current && !confirmName('blur')) return;
    const key = newFolderKey(nodesRef.current);
    const name = nextFolderName(folderNames(nodesRef.current), (number) => t('favourites.newFolderName', { number }));
    change(addFolder(nodesRef.current, key, name));
    beginEditing(key, name, 0);
  }

  function submit() {
    const arranged = editingRef.current ? confirmName('blur') : nodesRef.current;
    if (!arranged || save.isPending) return;
    save.mutate(
      buildSaveEntries(arranged, {
        applicationId: menusKey.applicationId,
        dbId: menusKey.dbId,
        firstPickMenu: defaultTab,
        root,
      }),
    );
  }

  // Only folders with pages count as open: opening an empty one would make the tree animate the new
  // folder in, and keep its name field away from the keyboard until the animation ends.
  const folderKeys = nodes.flatMap((node) => (node.kind === 'folder' && node.children.length > 0 ? [node.key] : []));

  return (
    <Modal
      open
      title={t('favourites.title')}
      width={FAVOURITES_EDITOR_WIDTH}
      classNames={{ container: 'wb-fav-editor-modal', body: 'wb-fav-editor-body' }}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
          {t('favourites.save')}
        </Button>,
      ]}
    >
      <div className="wb-fav-editor-settings">
        <span id={defaultDisplayId} className="wb-fav-editor-label">
          {t('favourites.defaultDisplay')}
        </span>
        <Radio.Group
          aria-labelledby={defaultDisplayId}
          optionType="button"
          size="small"
          value={defaultTab}
          onChange={(event) => setDefaultTab(event.target.value as FirstPickMenu)}
          options={[
            { value: 0, label: t('sideArea.functionMenu') },
            { value: 1, label: t('sideArea.favourites') },
          ]}
        />
      </div>
      <div className="wb-fav-editor-toolbar">
        <Button size="small" icon={<FolderAddOutlined aria-hidden />} onClick={newFolder}>
          {t('favourites.newFolder')}
        </Button>
        <span className="wb-fav-editor-hint">{t('favourites.dragHint')}</span>
      </div>
      {notice ? (
        <Alert
          className="wb-fav-editor-notice"
          type="warning"
          showIcon
          role="alert"
          title={notice}
          closable={{ 'aria-label': t('favourites.dismiss'), onClose: () => setNotice(null) }}
        />
      ) : null}
      <div className="wb-fav-editor-tree" ref={treeArea}>
        {nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favourites.empty')} />
        ) : (
          <FavouritesEditorTree
            nodes={nodes}
            titleOf={titleOf}
            expandedKeys={folderKeys.filter((key) => !collapsed.has(key))}
            onExpandedKeysChange={(keys) => setCollapsed(new Set(folderKeys.filter((key) => !keys.includes(key))))}
            editing={editing}
            onDraftChange={(draft) => {
              draftRef.current = draft;
            }}
            onConfirmName={(how, name) => void confirmName(how, name)}
            onCancelName={cancelName}
            onStartRename={startRename}
            onMove={(dragKey, target) => change(moveNode(nodesRef.current, dragKey, target))}
            onMoveBy={(key, delta) => change(moveBy(nodesRef.current, key, delta))}
            onMoveToFolder={(key, folderKey) => change(moveToFolder(nodesRef.current, key, folderKey))}
            onDeleteFolder={(key) => change(deleteFolder(nodesRef.current, key))}
            onRemovePage={(key) => change(removePage(nodesRef.current, key))}
          />
        )}
      </div>
    </Modal>
  );
}
