import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { LOGO_MAX_BYTES } from '@workbench/contracts';
import { Alert, Button, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { useRuntimeConfigStore } from '../../../../stores/runtime-config-store';
import { failureText } from '../../shared/server-field-errors';
import { uploadLogo } from '../api/upload-logo';
import { logoAddress } from './logo-address';
import { checkLogoFile, readAsBase64 } from './read-logo-file';

export interface LogoUploadProps {
  /** Given by Form.Item, so its label points at this group. */
  id?: string;
  /** The logo's address (a Form.Item gives value and onChange). */
  value?: string;
  onChange?: (address: string) => void;
}

const ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

/**
 * Chooses a logo: the file is checked here (type and size, as the server will), sent as base64,
 * and the address the server answers becomes the field's value and the preview.
 */
export function LogoUpload({ id, value = '', onChange }: LogoUploadProps) {
  const { t } = useTranslation();
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hintId = useId();
  const preview = logoAddress(value, baseUrl);

  async function send(file: File, contentType: Parameters<typeof uploadLogo>[0]['contentType']) {
    setUploading(true);
    try {
      const data = await readAsBase64(file);
      const { url } = await uploadLogo({ fileName: file.name, contentType, data });
      onChange?.(url);
    } catch (error) {
      setProblem(isApiError(error) ? failureText(error) : t('adminApps.logo.readFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset id={id} className="wb-apps-logo-upload" aria-label={t('adminApps.field.logo')}>
      <div className="wb-apps-logo-preview">
        {preview ? (
          <img src={preview} alt={t('adminApps.logo.preview')} width={64} height={64} />
        ) : (
          <span className="wb-apps-logo-empty">{t('adminApps.logo.none')}</span>
        )}
      </div>
      <div className="wb-apps-logo-actions">
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            const check = checkLogoFile(file);
            if (!check.ok) {
              setProblem(
                check.problem === 'type'
                  ? t('adminApps.logo.wrongType')
                  : t('adminApps.logo.tooLarge', { max: `${LOGO_MAX_BYTES / 1024} KiB` }),
              );
            } else {
              setProblem(null);
              void send(file, check.contentType);
            }
            // antd must neither keep the file in a list nor send it itself.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} aria-describedby={hintId}>
            {t('adminApps.logo.choose')}
          </Button>
        </Upload>
        {value ? (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.('')}>
            {t('adminApps.logo.remove')}
          </Button>
        ) : null}
        <span id={hintId} className="wb-apps-hint">
          {t('adminApps.logo.hint', { max: `${LOGO_MAX_BYTES / 1024} KiB` })}
        </span>
      </div>
      {problem ? <Alert className="wb-apps-logo-problem" type="error" showIcon role="alert" title={problem} /> : null}
    </fieldset>
  );
}
