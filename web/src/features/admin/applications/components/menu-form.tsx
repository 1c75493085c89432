import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MenuAdmin, type MenuType, menuFieldsSchema } from '@workbench/contracts';
import { Alert, Button, Form, Input, Popconfirm, Radio, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../../../lib/menu-title';
import { useSessionStore } from '../../../../stores/session-store';
import { showSuccessNotice } from '../../../../ui/notices';
import { showServerErrors } from '../../shared/server-field-errors';
import { zodRule } from '../../shared/zod-rule';
import { createMenu } from '../api/create-menu';
import { deleteMenus } from '../api/delete-menus';
import { editMenu } from '../api/edit-menu';
import { menuQueryKey } from '../api/get-menu';
import { refreshMenus } from '../api/query-keys';
import { ignoreFailure } from './ignore-failure';

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
  const [form] = Form.useForm<MenuFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const isPage = menuType === 'Page';

  const save = useMutation({
    mutationFn: (values: MenuFormValues) => {
      // Fields the form does not show for this type keep their stored values; zod drops the rest of MenuAdmin.
      const request = menuFieldsSchema.parse({ ...EMPTY, ...menu, ...values, menuType, isPda: menu?.isPda ?? false });
      if (!menu) return createMenu({ ...request, applicationId, parentId });
      const { menuType: _unchangeable, ...changes } = request;
      return editMenu({ ...changes, id: menu.id });
    },
    onSuccess: (saved) => {
      setFailure(null);
      void showSuccessNotice(t('admin.saved'));
      void refreshMenus(queryClient);
      onSaved(saved, menu === null);
    },
    onError: (error) => setFailure(showServerErrors(form, error)),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteMenus([id]),
    onSuccess: ({ deleted }, id) => {
      // Forgotten before the refresh, so the deleted menu is not asked for again (a 404).
      queryClient.removeQueries({ queryKey: menuQueryKey(id) });
      onDeleted();
      void showSuccessNotice(t('admin.deleted', { count: deleted }));
      void refreshMenus(queryClient);
    },
  });

  const title = menu
    ? t('adminApps.menu.editTitle', { type: t(`adminApps.menu.type.${menuType}`) })
    : t('adminApps.menu.createTitle', { type: t(`adminApps.menu.type.${menuType}`) });

  return (
    <Form<MenuFormValues>
      form={form}
      layout="vertical"
      className="wb-apps-menu-form"
      aria-label={title}
      initialValues={menu ?? EMPTY}
      onFinish={(values) => save.mutate(values)}
      onValuesChange={() => setFailure(null)}
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
      {failure ? (
        <Alert type="error" showIcon role="alert" title={t('admin.formFailed', { message: failure })} />
      ) : null}
      <div className="wb-apps-form-buttons">
        {menu ? (
          <Popconfirm
            title={t('adminApps.menu.deleteTitle', { name: menuTitle(menu, language) })}
            description={t('adminApps.menu.deleteWarning')}
            okText={t('admin.delete')}
            cancelText={t('admin.cancel')}
            onConfirm={() => remove.mutateAsync(menu.id).catch(ignoreFailure)}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.isPending}>
              {t('admin.delete')}
            </Button>
          </Popconfirm>
        ) : null}
        <Button onClick={onCancel}>{t('admin.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('admin.save')}
        </Button>
      </div>
    </Form>
  );
}
