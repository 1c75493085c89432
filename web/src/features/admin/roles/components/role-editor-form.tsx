import { type CreateRoleRequest, type GrantCatalogue, LIMITS, type Role, roleFieldsSchema } from '@workbench/contracts';
import { Form, type FormInstance, Input, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/zod-rule';
import { draftOf, type RoleBasics, type RoleDraft, roleRequestOf } from '../model/role-draft';
import { ApplicationGrants } from './application-grants';
import { PermissionTree } from './permission-tree';
import { RoleMembers } from './role-members';

export type RoleEditorTab = 'basics' | 'permissions' | 'applications' | 'members';

export interface RoleEditorFormProps {
  form: FormInstance<RoleBasics>;
  /** The role as the server has it now; undefined for a new role. */
  role: Role | undefined;
  catalogue: GrantCatalogue;
  canManageMembers: boolean;
  tab: RoleEditorTab;
  onTabChange(tab: RoleEditorTab): void;
  onSubmit(request: CreateRoleRequest): void;
}

const nameRule = zodRule(roleFieldsSchema.shape.name, { required: true });
const descriptionRule = zodRule(roleFieldsSchema.shape.description);

/**
 * The editor's content: basics in the form, grants and members in the draft. Both live as long as
 * the editor, so a refused save keeps everything chosen; the owner submits with form.submit().
 */
export function RoleEditorForm({
  form,
  role,
  catalogue,
  canManageMembers,
  tab,
  onTabChange,
  onSubmit,
}: RoleEditorFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RoleDraft>(() => draftOf(role));
  const grantable = useMemo(() => new Set(catalogue.permissionCodes), [catalogue]);
  const { grants } = draft;

  const items = [
    {
      key: 'basics',
      label: t('adminRoles.tab.basics'),
      // Kept mounted on other tabs: the form validates and submits these fields from any tab.
      forceRender: true,
      children: (
        <div className="wb-role-section">
          <Form.Item name="name" label={t('adminRoles.field.name')} rules={[nameRule]}>
            <Input maxLength={LIMITS.nameMax} autoComplete="off" />
          </Form.Item>
          <Form.Item name="description" label={t('adminRoles.field.description')} rules={[descriptionRule]}>
            <Input.TextArea maxLength={LIMITS.freeTextMax} autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </div>
      ),
    },
    {
      key: 'permissions',
      label: t('adminRoles.tab.permissionsCount', { count: grants.permissionCodes.size }),
      children: (
        <PermissionTree
          selected={grants.permissionCodes}
          grantable={grantable}
          onChange={(update) =>
            setDraft((d) => ({ ...d, grants: { ...d.grants, permissionCodes: update(d.grants.permissionCodes) } }))
          }
        />
      ),
    },
    {
      key: 'applications',
      label: t('adminRoles.tab.applicationsCount', { count: grants.applicationIds.size }),
      children: (
        <ApplicationGrants
          catalogue={catalogue}
          grants={grants}
          onChange={(update) => setDraft((d) => ({ ...d, grants: update(d.grants) }))}
        />
      ),
    },
    {
      key: 'members',
      label: t('adminRoles.tab.membersCount', { count: draft.members.length }),
      children: (
        <RoleMembers
          members={draft.members}
          editable={canManageMembers}
          onChange={(members) => setDraft((d) => ({ ...d, members, membersChanged: true }))}
        />
      ),
    },
  ];

  return (
    <Form<RoleBasics>
      form={form}
      layout="vertical"
      initialValues={{ name: role?.name ?? '', description: role?.description ?? '' }}
      onFinish={(basics) => onSubmit(roleRequestOf(basics, draft))}
      onFinishFailed={() => onTabChange('basics')}
    >
      <Tabs activeKey={tab} onChange={(key) => onTabChange(key as RoleEditorTab)} items={items} />
      {/* A hidden submit button lets Enter in the name field save, as in the portal's other forms. */}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </Form>
  );
}
