import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FolderOutlined,
  HolderOutlined,
  MinusCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { MenuItem } from '@workbench/contracts';
import { Button, Dropdown, Tooltip, Tree, type TreeDataNode } from 'antd';
import type { Key, ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canDrop, type DropTarget, type FavouriteNode, locate } from './favourites-tree-model';
import { FolderNameInput } from './folder-name-input';

export interface FolderEditing {
  key: string;
  /** The name the field starts with. */
  initialName: string;
  /** Counts rejected names: a new attempt restarts the field with the old name. */
  attempt: number;
}

export interface FavouritesEditorTreeProps {
  nodes: readonly FavouriteNode[];
  titleOf(item: MenuItem): string;
  expandedKeys: readonly string[];
  onExpandedKeysChange(keys: string[]): void;
  editing: FolderEditing | null;
  onDraftChange(draft: string): void;
  onConfirmName(how: 'enter' | 'blur', name: string): void;
  onCancelName(): void;
  onStartRename(key: string): void;
  onMove(dragKey: string, target: DropTarget): void;
  onMoveBy(key: string, delta: -1 | 1): void;
  onMoveToFolder(key: string, folderKey: string | null): void;
  onDeleteFolder(key: string): void;
  onRemovePage(key: string): void;
}

/** The "Move to" menu's key for the top level; folder keys are ids and never look like this. */
const TOP_LEVEL = '\u0000top-level';

const POSITIONS = { '-1': 'before', '0': 'inside', '1': 'after' } as const;

/** Clicks, keys and focus on a row's controls are theirs alone: the tree must not also act on them. */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The favourites as a drag-and-drop tree (docs/spec.md §5 "Favourite tree drops"): folders at the top
 * level, pages at the top level or in a folder. Every move can also be made from the row's
 * buttons, for keyboard users.
 */
export function FavouritesEditorTree(props: FavouritesEditorTreeProps) {
  const { nodes, titleOf, expandedKeys, onExpandedKeysChange, editing, onStartRename, onMove } = props;
  const { t } = useTranslation();

  const treeData: TreeDataNode[] = nodes.map((node) =>
    node.kind === 'folder'
      ? {
          key: node.key,
          title: node.name,
          // An empty folder has nothing to open: no switcher (pages can still be dropped into it).
          isLeaf: node.children.length === 0,
          icon: ({ expanded }: { expanded?: boolean }) =>
            expanded ? <FolderOpenOutlined aria-hidden /> : <FolderOutlined aria-hidden />,
          children: node.children.map((child) => ({
            key: child.key,
            title: titleOf(child.item),
            isLeaf: true,
            icon: <FileTextOutlined aria-hidden />,
          })),
        }
      : { key: node.key, title: titleOf(node.item), isLeaf: true, icon: <FileTextOutlined aria-hidden /> },
  );

  return (
    <Tree
      className="wb-fav-tree"
      aria-label={t('favourites.treeLabel')}
      treeData={treeData}
      showIcon
      blockNode
      selectable={false}
      draggable={{ icon: <HolderOutlined aria-hidden />, nodeDraggable: (node) => node.key !== editing?.key }}
      expandedKeys={[...expandedKeys]}
      onExpand={(keys) => onExpandedKeysChange(keys.map(String))}
      allowDrop={({ dragNode, dropNode, dropPosition }) =>
        canDrop(nodes, String(dragNode.key), { key: String(dropNode.key), position: POSITIONS[dropPosition] })
      }
      onDrop={(info) => {
        // antd gives the drop position counted among the target's siblings; make it relative again.
        const targetIndex = Number(info.node.pos.split('-').at(-1));
        const relative = info.dropPosition - targetIndex;
        const position = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
        onMove(String(info.dragNode.key), { key: String(info.node.key), position });
      }}
      onDoubleClick={(_event, node) => {
        if (locate(nodes, String(node.key))?.node.kind === 'folder') onStartRename(String(node.key));
      }}
      titleRender={(node) => <EditorRow {...props} nodeKey={node.key} />}
    />
  );
}

function EditorRow({ nodeKey, ...props }: FavouritesEditorTreeProps & { nodeKey: Key }) {
  const { t } = useTranslation();
  const { nodes, titleOf, editing } = props;
  const found = locate(nodes, String(nodeKey));
  if (!found) return null;
  const { node, parent, index } = found;
  const siblings = parent ? parent.children.length : nodes.length;

  const name = node.kind === 'folder' ? node.name : titleOf(node.item);
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button type="text" size="small" aria-label={label} icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );

  const folders = nodes.filter((other) => other.kind === 'folder' && other.key !== parent?.key);
  const destinations = [
    ...(parent ? [{ key: TOP_LEVEL, label: t('favourites.topLevel') }] : []),
    ...folders.map((folder) => ({ key: folder.key, label: folder.kind === 'folder' ? folder.name : '' })),
  ];

  // The row keeps its place and its buttons while the folder is renamed: only the title becomes a field.
  const renaming = node.kind === 'folder' && editing?.key === node.key;
  return (
    <span className="wb-fav-row">
      {renaming ? (
        <FolderNameInput
          key={editing.attempt}
          initialValue={editing.initialName}
          onDraft={props.onDraftChange}
          onConfirm={props.onConfirmName}
          onCancel={props.onCancelName}
        />
      ) : (
        <span className="wb-fav-row-title">{name}</span>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's buttons' events reaching the tree. */}
      <span
        className="wb-fav-row-actions"
        onClick={keepInside}
        onKeyDown={keepInside}
        onDoubleClick={keepInside}
        onFocus={keepInside}
      >
        {node.kind === 'folder'
          ? action(t('favourites.renameFolder', { name }), <EditOutlined aria-hidden />, () =>
              props.onStartRename(node.key),
            )
          : null}
        {action(
          t('favourites.moveUp', { name }),
          <ArrowUpOutlined aria-hidden />,
          () => props.onMoveBy(node.key, -1),
          index === 0,
        )}
        {action(
          t('favourites.moveDown', { name }),
          <ArrowDownOutlined aria-hidden />,
          () => props.onMoveBy(node.key, 1),
          index === siblings - 1,
        )}
        {node.kind === 'page' ? (
          <Tooltip title={t('favourites.moveToHint')} mouseEnterDelay={0.4}>
            <Dropdown
              trigger={['click']}
              disabled={destinations.length === 0}
              menu={{
                items: destinations.map((destination) => ({ key: destination.key, label: destination.label })),
                onClick: ({ key }) => props.onMoveToFolder(node.key, key === TOP_LEVEL ? null : key),
              }}
            >
              <Button
                type="text"
                size="small"
                aria-label={t('favourites.moveTo', { name })}
                icon={<SwapOutlined aria-hidden />}
                disabled={destinations.length === 0}
              />
            </Dropdown>
          </Tooltip>
        ) : null}
        {node.kind === 'folder'
          ? action(t('favourites.deleteFolder', { name }), <DeleteOutlined aria-hidden />, () =>
              props.onDeleteFolder(node.key),
            )
          : action(t('favourites.removePage', { name }), <MinusCircleOutlined aria-hidden />, () =>
              props.onRemovePage(node.key),
            )}
      </span>
    </span>
  );
}
