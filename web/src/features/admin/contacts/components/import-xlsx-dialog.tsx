import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactImportResult } from '@workbench/contracts';
import { Alert, Button, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { failureText } from '../../shared/server-field-errors';
import { contactsQueryKeys } from '../api/contact-query-keys';
import { base64Of, importContactsXlsx } from '../api/import-contacts-xlsx';
import { importResultText } from './import-result';

export interface ImportXlsxDialogProps {
  onClose(): void;
}

interface Refusal {
  message: string;
  /** "row 3: email — not an e-mail address", one per problem the server named. */
  problems: string[];
}

/**
 * Import .xlsx: choose a workbook, send it. The outcome stays in the dialog — how many were created
 * and updated, or every row problem the server named (a bad row refuses the whole workbook), so
 * the user can fix the sheet and choose it again without losing the list.
 */
export function ImportXlsxDialog({ onClose }: ImportXlsxDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const run = useMutation({
    mutationFn: async (chosen: File) => importContactsXlsx(await base64Of(chosen)),
    onMutate() {
      setResult(null);
      setRefusal(null);
    },
    onSuccess(imported) {
      setResult(imported);
      void queryClient.invalidateQueries({ queryKey: contactsQueryKeys.all });
    },
    onError(error) {
      const problems = isApiError(error) ? error.details.map((detail) => `${detail.field} — ${detail.message}`) : [];
      setRefusal({ message: failureText(error), problems });
    },
  });

  return (
    <Modal
      open
      title={t('adminContacts.importXlsx.title')}
      width={560}
      okText={result ? t('adminContacts.import.close') : t('adminContacts.import.ok')}
      cancelText={t('admin.cancel')}
      cancelButtonProps={{ hidden: result !== null }}
      okButtonProps={{ disabled: !result && !file }}
      confirmLoading={run.isPending}
      onOk={() => (result ? onClose() : file ? run.mutate(file) : undefined)}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('adminContacts.importXlsx.hint')}</Typography.Paragraph>
      <div className="wb-contacts-file">
        <input
          ref={input}
          type="file"
          hidden
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('adminContacts.importXlsx.choose')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
            setRefusal(null);
          }}
        />
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {t('adminContacts.importXlsx.choose')}
        </Button>
        <Typography.Text type={file ? undefined : 'secondary'}>
          {file ? file.name : t('adminContacts.importXlsx.noFile')}
        </Typography.Text>
      </div>
      {result ? <Alert type="success" showIcon role="status" title={importResultText(result)} /> : null}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          // The server's message repeats every problem; with the list below, a short title says it.
          title={
            refusal.problems.length
              ? t('adminContacts.importXlsx.refusedRows')
              : t('adminContacts.importXlsx.refused', { message: refusal.message })
          }
          description={
            refusal.problems.length ? (
              <ul className="wb-contacts-problems">
                {refusal.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      ) : null}
    </Modal>
  );
}
