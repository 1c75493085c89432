import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type MenuAdmin, type MenuType, menuFieldsSchema } from '@workbench/contracts';
import { Button, Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../../../lib/menu-title';
import { useSessionStore } from '../../../../stores/session-store';
import { DeleteConfirm } from '../../shared/delete-confirm';
import { EditorButtons } from '../../shared/editor/editor-buttons';
import { EditorForm } from '../../shared/editor/editor-form';
import { FailureAlert } from '../../shared/editor/failure-alert';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { useDeleteRecords } from '../../shared/use-delete-records';
import { zodRule } from '../../shared/zod-rule';
import { createMenu } from '../api/create-menu';
import { deleteMenus } from '../api/delete-menus';
import { editMenu } from '../api/edit-menu';
import { menuQueryKey } from '../api/get-menu';
import { refreshMenus } from '../api/query-keys';

interface MenuFormValues {
  menuName: string;
  menuNameEn: string;
  menuNameAlias: string;
  menuCode: string;
  webClientRoute: string;
  path: string;
  icon: string;
  pageType: 0 | 1;
  keepAliveFlag: boolean;
}

export interface MenuFormProps {
  applicationId: string;
  /** The menu edited; null adds one of `menuType` under `parentId`. */
  menu: MenuAdmin | null;
  menuType: MenuType;
  parentId: string | null;
  onSaved(menu: MenuAdmin, created: boolean): void;
  onDeleted(): void;
  onCancel(): void;
}

const fields = menuFieldsSchema.shape;

const EMPTY: MenuFormValues = {
  menuName: '',
  menuNameEn: '',
  menuNameAlias: '',
  menuCode: '',
  webClientRoute: '',
  path: '',
  icon: '',
  pageType: 0,
  keepAliveFlag: false,
};

/** One menu's fields (docs/spec.md §3 Menu item); where it sits is changed in the tree. */
export function MenuForm({ applicationId, menu, menuType, parentId, onSaved, onDeleted, onCancel }: MenuFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useSessionStore((s) => s.language);
  const isPage = menuType === 'Page';

  const editor = useEditorForm<MenuFormValues, MenuAdmin>({
    save(values) {
      // Fields the form does not show for this type keep their stored values; zod drops the rest of MenuAdmin.
      const request = menuFieldsSchema.parse({ ...EMPTY, ...menu, ...values, menuType, isPda: menu?.isPda ?? false });
      if (!menu) return createMenu({ ...request, applicationId, parentId });
      const { menuType: _unchangeable, ...changes } = request;
      return editMenu({ ...changes, id: menu.id });
    },
    onSaved(saved) {
      void refreshMenus(queryClient);
      onSaved(saved, menu === null);
    },
  });

  const remove = useDeleteRecords({
    remove: deleteMenus,
    refresh: refreshMenus,
    onDeleted(ids, client) {
      // Forgotten before the refresh, so the deleted menu is not asked for again (a 404).
      for (const id of ids) client.removeQueries({ queryKey: menuQueryKey(id) });
      onDeleted();
    },
  });

  const title = menu
    ? t('adminApps.menu.editTitle', { type: t(`adminApps.menu.type.${menuType}`) })
    : t('adminApps.menu.createTitle', { type: t(`adminApps.menu.type.${menuType}`) });

  return (
    <EditorForm<MenuFormValues>
      editor={editor}
      className="wb-apps-menu-form"
      aria-label={title}
      initialValues={menu ?? EMPTY}
      failureAlert={false}
      submitOnEnter={false}
    >
      <h2 className="wb-apps-subtitle">{title}</h2>
      <div className="wb-apps-form-grid">
        <Form.Item
          name="menuName"
          label={t('adminApps.menu.name')}
          rules={[zodRule(fields.menuName, { required: true })]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="menuNameEn" label={t('adminApps.menu.nameEn')} rules={[zodRule(fields.menuNameEn)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="menuNameAlias" label={t('adminApps.menu.nameDe')} rules={[zodRule(fields.menuNameAlias)]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="menuCode"
          label={t('adminApps.menu.code')}
          rules={[zodRule(fields.menuCode, { required: true })]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="webClientRoute" label={t('adminApps.menu.route')} rules={[zodRule(fields.webClientRoute)]}>
          <Input maxLength={2000} />
        </Form.Item>
        <Form.Item name="path" label={t('adminApps.menu.path')} rules={[zodRule(fields.path)]}>
          <Input maxLength={2000} />
        </Form.Item>
        <Form.Item name="icon" label={t('adminApps.menu.icon')} rules={[zodRule(fields.icon)]}>
          <Input maxLength={2000} />
        </Form.Item>
      </div>
      {/* How a page opens only means something for pages. */}
      {isPage ? (
        <div className="wb-apps-form-grid">
          <Form.Item name="pageType" label={t('adminApps.menu.pageType')}>
            <Radio.Group
              options={[
                { value: 0, label: t('adminApps.menu.pageType.tab') },
                { value: 1, label: t('adminApps.menu.pageType.window') },
              ]}
            />
          </Form.Item>
          <Form.Item name="keepAliveFlag" label={t('adminApps.menu.keepAlive')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      ) : null}
      <FailureAlert failure={editor.failure} />
      <EditorButtons saving={editor.saving} onCancel={onCancel}>
        {menu ? (
          <DeleteConfirm
            title={t('adminApps.menu.deleteTitle', { name: menuTitle(menu, language) })}
            description={t('adminApps.menu.deleteWarning')}
            onConfirm={() => remove.mutateAsync([menu.id])}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
              {t('admin.delete')}
            </Button>
          </DeleteConfirm>
        ) : null}
      </EditorButtons>
    </EditorForm>
  );
}
