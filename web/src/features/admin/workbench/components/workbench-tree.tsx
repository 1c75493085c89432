import { EditOutlined, HolderOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import type { ApplicationAdmin } from '@workbench/contracts';
import { Button, Tree, type TreeDataNode } from 'antd';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { applicationName } from '../../../appbox';
import { LogoThumb } from '../../applications';
import {
  applicationKey,
  canDropWorkbench,
  groupKey,
  UNTAGGED_KEY,
  type WorkbenchDropPosition,
  type WorkbenchDropTarget,
  type WorkbenchGroup,
} from '../workbench-model';

export interface WorkbenchTreeProps {
  groups: readonly WorkbenchGroup[];
  selectedKey: string | null;
  collapsedKeys: readonly string[];
  onCollapsedKeysChange(keys: string[]): void;
  onSelect(key: string | null): void;
  onDrop(dragKey: string, target: WorkbenchDropTarget): void;
  onAdd(tagId: string | null): void;
  onEdit(application: ApplicationAdmin, tagId: string | null): void;
}

const POSITIONS: Record<number, WorkbenchDropPosition> = { [-1]: 'before', 0: 'inside', 1: 'after' };

/** The row's buttons act alone: the tree must not also select or start a drag from them. */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/** Tags with their tiles as a drag-and-drop tree; antd offers only the places canDropWorkbench allows. */
export function WorkbenchTree(props: WorkbenchTreeProps) {
  const { groups, selectedKey, collapsedKeys, onCollapsedKeysChange, onSelect, onDrop } = props;
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const groupKeys = groups.map((group) => groupKey(group.tagId));

  const treeData: TreeDataNode[] = groups.map((group) => ({
    key: groupKey(group.tagId),
    icon: <TagsOutlined aria-hidden />,
    children: group.applications.map((application) => ({ key: applicationKey(application.id), isLeaf: true })),
  }));

  const renderTitle = (key: string) => {
    for (const group of groups) {
      const name = group.tagId === null ? t('adminApps.untagged') : group.tagName;
      if (groupKey(group.tagId) === key) {
        return (
          <span className="wb-wbe-row">
            <span className="wb-wbe-name wb-wbe-group-name">{name}</span>
            <span className="wb-wbe-count">{t('adminApps.workbench.count', { count: group.applications.length })}</span>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the button's events from the tree. */}
            <span className="wb-wbe-actions" onClick={keepInside} onKeyDown={keepInside}>
              <Button
                type="link"
                size="small"
                icon={<PlusOutlined aria-hidden />}
                aria-label={t('adminApps.workbench.addTo', { name })}
                onClick={() => props.onAdd(group.tagId)}
              >
                <span className="wb-wbe-add-text">{t('adminApps.workbench.add')}</span>
              </Button>
            </span>
          </span>
        );
      }
      const application = group.applications.find((candidate) => applicationKey(candidate.id) === key);
      if (application) {
        const appName = applicationName(application, language);
        return (
          <span className="wb-wbe-row">
            <LogoThumb logo={application.applicationLogo} name={appName} size={24} />
            <span className="wb-wbe-name">{appName}</span>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the button's events from the tree. */}
            <span className="wb-wbe-actions" onClick={keepInside} onKeyDown={keepInside}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('admin.editNamed', { name: appName })}
                onClick={() => props.onEdit(application, group.tagId)}
              />
            </span>
          </span>
        );
      }
    }
    return null;
  };

  return (
    <Tree
      className="wb-wbe-tree"
      aria-label={t('adminApps.workbench.treeLabel')}
      treeData={treeData}
      blockNode
      showIcon={false}
      draggable={{ icon: <HolderOutlined aria-hidden />, nodeDraggable: (node) => node.key !== UNTAGGED_KEY }}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelect={(keys) => onSelect(keys[0] === undefined ? null : String(keys[0]))}
      expandedKeys={groupKeys.filter((key) => !collapsedKeys.includes(key))}
      onExpand={(keys) => onCollapsedKeysChange(groupKeys.filter((key) => !keys.includes(key)))}
      allowDrop={({ dragNode, dropNode, dropPosition }) => {
        const position = POSITIONS[dropPosition];
        return (
          position !== undefined &&
          canDropWorkbench(groups, String(dragNode.key), { key: String(dropNode.key), position })
        );
      }}
      onDrop={(info) => {
        // antd counts a gap drop's position among the target's siblings; make it relative to the target.
        const targetIndex = Number(info.node.pos.split('-').at(-1));
        const relative = info.dropPosition - targetIndex;
        const position: WorkbenchDropPosition = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
        onDrop(String(info.dragNode.key), { key: String(info.node.key), position });
      }}
      titleRender={(node) => renderTitle(String(node.key))}
    />
  );
}
