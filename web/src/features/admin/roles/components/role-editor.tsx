import { useQueryClient } from '@tanstack/react-query';
import { PERMISSIONS } from '@workbench/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../stores/session-store';
import { EditorDrawer } from '../../shared/editor/editor-drawer';
import { FailureAlert } from '../../shared/editor/failure-alert';
import { valuesDiffer } from '../../shared/editor/form-changed';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { HistoryButton } from '../../shared/history/history-button';
import { createRole } from '../api/create-role';
import { editRole } from '../api/edit-role';
import { useGrantCatalogue } from '../api/get-grant-catalogue';
import { useRole } from '../api/get-role';
import { rolesQueryKeys } from '../api/role-query-keys';
import { draftOf, type RoleBasics, type RoleDraft, roleRequestOf } from '../model/role-draft';
import { RoleEditorForm, type RoleEditorTab } from './role-editor-form';
import { presentSaveFailure } from './save-failure';

/** Whether grants or members differ from the role's (ticking a box and unticking it again is no change). */
function draftChanged(before: RoleDraft, after: RoleDraft): boolean {
  return valuesDiffer(
    { grants: before.grants, members: before.members },
    { grants: after.grants, members: after.members },
  );
}

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
 * Grants and members live beside the form: closing with them changed asks first, as the fields do.
 */
export function RoleEditor({ roleId, onClose }: RoleEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<RoleEditorTab>('basics');
  /** The grants and members as chosen now (the form reports each change). */
  const draft = useRef<RoleDraft | null>(null);
  // The user list is callable only with user management (docs/api.md §5); the top bar reads the same codes.
  const canManageMembers = useSessionStore((state) => state.grantedMenuCodes[PERMISSIONS.userManage] === true);
  const catalogue = useGrantCatalogue();
  const role = useRole(roleId);

  const editor = useEditorForm<RoleBasics>({
    save(basics) {
      const request = roleRequestOf(basics, draft.current ?? draftOf(role.data));
      return roleId ? editRole({ ...request, id: roleId }) : createRole(request);
    },
    onSaved() {
      void queryClient.invalidateQueries({ queryKey: rolesQueryKeys.all });
      onClose();
    },
    presentFailure(form, error) {
      const found = presentSaveFailure(form, error);
      if (found.onBasics) setTab('basics');
      return found;
    },
    changedOutside: () => draft.current !== null && draftChanged(draftOf(role.data), draft.current),
  });

  const loadError = catalogue.error ?? role.error;
  const ready = catalogue.data && (roleId === null || role.data);

  return (
    <EditorDrawer
      editor={editor}
      title={roleId ? t('adminRoles.editor.editTitle') : t('adminRoles.editor.createTitle')}
      size={EDITOR_WIDTH}
      rootClassName="wb-role-editor"
      extra={roleId ? <HistoryButton resource="role" resourceId={roleId} /> : null}
      loading={!ready}
      loadingText={t('adminRoles.editor.loading')}
      loadError={loadError}
      onRetry={() => {
        void catalogue.refetch();
        if (roleId) void role.refetch();
      }}
      onClose={onClose}
    >
      <FailureAlert failure={editor.failure} />
      {catalogue.data ? (
        <RoleEditorForm
          editor={editor}
          role={role.data}
          catalogue={catalogue.data}
          canManageMembers={canManageMembers}
          tab={tab}
          onTabChange={setTab}
          onDraftChange={(next) => {
            draft.current = next;
          }}
        />
      ) : null}
    </EditorDrawer>
  );
}
