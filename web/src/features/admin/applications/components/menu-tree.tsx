import { AppstoreOutlined, FileOutlined, FolderOutlined, HolderOutlined } from '@ant-design/icons';
import type { MenuItem, MenuType } from '@workbench/contracts';
import { Tree, type TreeDataNode } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../../../lib/menu-title';
import { useSessionStore } from '../../../../stores/session-store';
import { canDropMenu, type DropPosition, type MenuDropTarget } from './menu-tree-model';

export interface MenuTreeProps {
  tree: readonly MenuItem[];
  selectedId: string | null;
  expandedKeys: readonly string[];
  onExpandedKeysChange(keys: string[]): void;
  onSelect(id: string | null): void;
  onMove(dragId: string, target: MenuDropTarget): void;
}

const ICONS: Record<MenuType, ReactNode> = {
  Service: <AppstoreOutlined aria-hidden />,
  Module: <FolderOutlined aria-hidden />,
  Page: <FileOutlined aria-hidden />,
};

const POSITIONS: Record<number, DropPosition> = { [-1]: 'before', 0: 'inside', 1: 'after' };

interface MenuNode extends TreeDataNode {
  menuType: MenuType;
}

/**
 * An application's menus as a drag-and-drop tree. antd asks allowDrop for every place the pointer
 * passes, so a place against the nesting rules is never offered (no drop line is drawn there).
 */
export function MenuTree({ tree, selectedId, expandedKeys, onExpandedKeysChange, onSelect, onMove }: MenuTreeProps) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);

  const toNodes = (items: readonly MenuItem[]): MenuNode[] =>
    items.map((item) => ({
      key: item.id,
      title: menuTitle(item, language),
      menuType: item.menuType,
      icon: ICONS[item.menuType],
      isLeaf: item.menuType === 'Page',
      children: toNodes(item.children),
    }));

  return (
    <Tree<MenuNode>
      className="wb-apps-menu-tree"
      aria-label={t('adminApps.menu.treeLabel')}
      treeData={toNodes(tree)}
      showIcon
      blockNode
      draggable={{ icon: <HolderOutlined aria-hidden /> }}
      selectedKeys={selectedId ? [selectedId] : []}
      onSelect={(keys) => onSelect(keys[0] === undefined ? null : String(keys[0]))}
      expandedKeys={[...expandedKeys]}
      onExpand={(keys) => onExpandedKeysChange(keys.map(String))}
      allowDrop={({ dragNode, dropNode, dropPosition }) => {
        const position = POSITIONS[dropPosition];
        return (
          position !== undefined && canDropMenu(tree, String(dragNode.key), { key: String(dropNode.key), position })
        );
      }}
      onDrop={(info) => {
        // antd counts a gap drop's position among the target's siblings; make it relative to the target.
        const targetIndex = Number(info.node.pos.split('-').at(-1));
        const relative = info.dropPosition - targetIndex;
        const position: DropPosition = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
        onMove(String(info.dragNode.key), { key: String(info.node.key), position });
      }}
      titleRender={(node) => (
        <span className="wb-apps-menu-title">
          {String(node.title)}
          <span className="wb-visually-hidden"> ({t(`adminApps.menu.type.${node.menuType}`)})</span>
        </span>
      )}
    />
  );
}
