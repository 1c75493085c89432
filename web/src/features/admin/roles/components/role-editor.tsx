import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateRoleRequest, PERMISSIONS } from '@workbench/contracts';
import { Alert, Button, Drawer, Form, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { showSuccessNotice } from '../../../../ui/notices';
import { HistoryButton } from '../../shared/history/history-button';
import { createRole } from '../api/create-role';
import { editRole } from '../api/edit-role';
import { useGrantCatalogue } from '../api/get-grant-catalogue';
import { useRole } from '../api/get-role';
import { rolesQueryKeys } from '../api/role-query-keys';
import type { RoleBasics } from '../model/role-draft';
import { RoleEditorForm, type RoleEditorTab } from './role-editor-form';
import { presentSaveFailure, type SaveFailure } from './save-failure';

/** Wide enough for a menu tree beside the data permissions; the whole screen on a phone. */
const EDITOR_WIDTH = 'min(960px, 100vw)';

export interface RoleEditorProps {
  /** The role to edit, or null for a new one. */
  roleId: string | null;
  /** Cancel, or a successful save: the owner unmounts the editor. */
  onClose(): void;
}

/**
 * Creates or edits a role in a wide drawer. It starts from the role as the server has it now and
 * from the grant catalogue (what the user may grant). A refused save keeps the drawer open with
 * everything chosen; the server's message shows in an alert, field problems under their fields.
 */
export function RoleEditor({ roleId, onClose }: RoleEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleBasics>();
  const [tab, setTab] = useState<RoleEditorTab>('basics');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  // The user list is callable only with user management (docs/api.md §5); the top bar reads the same codes.
  const canManageMembers = useSessionStore((state) => state.grantedMenuCodes[PERMISSIONS.userManage] === true);
  const catalogue = useGrantCatalogue();
  const role = useRole(roleId);

  const save = useMutation({
    mutationFn: (request: CreateRoleRequest) => (roleId ? editRole({ ...request, id: roleId }) : createRole(request)),
    onSuccess() {
      void showSuccessNotice(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all });
      onClose();
    },
    onError(error) {
      const found = presentSaveFailure(form, error);
      setFailure(found);
      if (found.onBasics) setTab('basics');
    },
  });

  const loadError = catalogue.error ?? role.error;
  const ready = catalogue.data && (roleId === null || role.data);

  function submit(request: CreateRoleRequest) {
    if (save.isPending) return;
    setFailure(null);
    save.mutate(request);
  }

  return (
    <Drawer
      open
      title={roleId ? t('adminRoles.editor.editTitle') : t('adminRoles.editor.createTitle')}
      size={EDITOR_WIDTH}
      rootClassName="wb-role-editor"
      onClose={onClose}
      mask={{ closable: false }}
      extra={roleId ? <HistoryButton resource="role" resourceId={roleId} /> : null}
      footer={
        <div className="wb-role-editor-footer">
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => form.submit()}>
            {t('admin.save')}
          </Button>
        </div>
      }
    >
      {failure ? (
        <Alert
          className="wb-role-editor-alert"
          type="error"
          showIcon
          title={t('admin.formFailed', { message: failure.message })}
          description={
            failure.details.length > 0 ? (
              <ul>
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
      {loadError ? (
        <Alert
          type="error"
          showIcon
          title={t('adminRoles.editor.loadFailed')}
          action={
            <Button
              size="small"
              onClick={() => {
                void catalogue.refetch();
                if (roleId) void role.refetch();
              }}
            >
              {t('admin.retry')}
            </Button>
          }
        />
      ) : ready ? (
        <RoleEditorForm
          form={form}
          role={role.data}
          catalogue={catalogue.data}
          canManageMembers={canManageMembers}
          tab={tab}
          onTabChange={setTab}
          onSubmit={submit}
        />
      ) : (
        <Spin className="wb-role-editor-loading" description={t('adminRoles.editor.loading')} />
      )}
    </Drawer>
  );
}
