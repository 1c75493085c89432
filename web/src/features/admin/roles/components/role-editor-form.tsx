import { type GrantCatalogue, LIMITS, type Role, roleFieldsSchema } from '@workbench/contracts';
import { Form, Input, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../shared/editor/editor-form';
import type { EditorFormState } from '../../shared/editor/use-editor-form';
import { zodRule } from '../../shared/zod-rule';
import { draftOf, type RoleBasics, type RoleDraft } from '../model/role-draft';
import { ApplicationGrants } from './application-grants';
import { PermissionTree } from './permission-tree';
import { RoleMembers } from './role-members';

export type RoleEditorTab = 'basics' | 'permissions' | 'applications' | 'members';

export interface RoleEditorFormProps {
  editor: EditorFormState<RoleBasics>;
  /** The role as the server has it now; undefined for a new role. */
  role: Role | undefined;
  catalogue: GrantCatalogue;
  canManageMembers: boolean;
  tab: RoleEditorTab;
  onTabChange(tab: RoleEditorTab): void;
  /** The grants and members as chosen now, after every change; the editor saves them with the form. */
  onDraftChange(draft: RoleDraft): void;
}

const nameRule = zodRule(roleFieldsSchema.shape.name, { required: true });
const descriptionRule = zodRule(roleFieldsSchema.shape.description);

/**
 * The editor's content: basics in the form, grants and members in the draft. Both live as long as
 * the editor, so a refused save keeps everything chosen; the owner submits with form.submit().
 */
export function RoleEditorForm({
  editor,
  role,
  catalogue,
  canManageMembers,
  tab,
  onTabChange,
  onDraftChange,
}: RoleEditorFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RoleDraft>(() => draftOf(role));
  useEffect(() => onDraftChange(draft), [draft, onDraftChange]);
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
    <EditorForm<RoleBasics>
      editor={editor}
      initialValues={{ name: role?.name ?? '', description: role?.description ?? '' }}
      onFinishFailed={() => onTabChange('basics')}
      // The drawer shows the refusal above the tabs, where it is seen from every tab.
      failureAlert={false}
    >
      <Tabs activeKey={tab} onChange={(key) => onTabChange(key as RoleEditorTab)} items={items} />
    </EditorForm>
  );
}
