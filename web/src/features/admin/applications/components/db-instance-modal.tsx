import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type DbInstanceAdmin, dataPermissionFieldsSchema, dbInstanceFieldsSchema } from '@workbench/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorDialog } from '../../shared/editor/editor-dialog';
import { EditorForm } from '../../shared/editor/editor-form';
import { useEditorForm } from '../../shared/editor/use-editor-form';
import { zodRule } from '../../shared/zod-rule';
import { createDbInstance } from '../api/create-db-instance';
import { editDbInstance } from '../api/edit-db-instance';
import { refreshDbInstances } from '../api/query-keys';

interface DbInstanceFormValues {
  code: string;
  displayName: string;
  dataPermissions: { id?: string; code: string; displayName: string }[];
}

export interface DbInstanceModalProps {
  applicationId: string;
  /** The sub-system edited; null adds one. */
  dbInstance: DbInstanceAdmin | null;
  onClose(): void;
}

const fields = dbInstanceFieldsSchema.shape;
const permissionFields = dataPermissionFieldsSchema.shape;

/** A sub-system with its data permissions, saved as one (docs/api.md §3 DbInstance). */
export function DbInstanceModal({ applicationId, dbInstance, onClose }: DbInstanceModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editor = useEditorForm<DbInstanceFormValues>({
    save(values) {
      const request = dbInstanceFieldsSchema.parse({ ...values, applicationId });
      return dbInstance ? editDbInstance({ ...request, id: dbInstance.id }) : createDbInstance(request);
    },
    onSaved() {
      void refreshDbInstances(queryClient);
      onClose();
    },
  });

  const initialValues: DbInstanceFormValues = dbInstance
    ? {
        code: dbInstance.code,
        displayName: dbInstance.displayName,
        dataPermissions: dbInstance.dataPermissionOutputs.map(({ id, code, displayName }) => ({
          id,
          code,
          displayName,
        })),
      }
    : { code: '', displayName: '', dataPermissions: [] };

  return (
    <EditorDialog
      editor={editor}
      title={dbInstance ? t('adminApps.db.editTitle', { name: dbInstance.displayName }) : t('adminApps.db.createTitle')}
      width="min(640px, calc(100vw - 16px))"
      onClose={onClose}
    >
      <EditorForm<DbInstanceFormValues> editor={editor} initialValues={initialValues}>
        <div className="wb-apps-form-grid">
          <Form.Item name="code" label={t('adminApps.db.code')} rules={[zodRule(fields.code, { required: true })]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item
            name="displayName"
            label={t('adminApps.db.displayName')}
            rules={[zodRule(fields.displayName, { required: true })]}
          >
            <Input maxLength={128} />
          </Form.Item>
        </div>
        <fieldset className="wb-apps-fieldset">
          <legend>{t('adminApps.db.dataPermissions')}</legend>
          <Form.List name="dataPermissions">
            {(rows, { add, remove }) => (
              <>
                {rows.map((row, index) => (
                  <div key={row.key} className="wb-apps-permission-row">
                    {/* An existing permission keeps its id, so the server renames it instead of replacing it. */}
                    <Form.Item name={[row.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'code']}
                      rules={[zodRule(permissionFields.code, { required: true })]}
                      className="wb-apps-permission-field"
                    >
                      <Input aria-label={t('adminApps.db.permissionCode', { index: index + 1 })} maxLength={64} />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'displayName']}
                      rules={[zodRule(permissionFields.displayName, { required: true })]}
                      className="wb-apps-permission-field"
                    >
                      <Input aria-label={t('adminApps.db.permissionName', { index: index + 1 })} maxLength={128} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined aria-hidden />}
                      aria-label={t('adminApps.db.removePermission', { index: index + 1 })}
                      onClick={() => remove(row.name)}
                    />
                  </div>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ code: '', displayName: '' })}
                >
                  {t('adminApps.db.addPermission')}
                </Button>
              </>
            )}
          </Form.List>
        </fieldset>
      </EditorForm>
    </EditorDialog>
  );
}
