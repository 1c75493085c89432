import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '../../../../ui/server-html';
import { failureText } from '../../shared/server-field-errors';
import { previewNotice } from '../api/preview-notice';

export interface NoticePreviewProps {
  /** The form path of the Markdown body to preview (['texts', 'en', 'body']). */
  bodyField: (string | number)[];
  /** Whose preview it is, for the region's accessible name ("Preview (English)"). */
  label: string;
}

/**
 * The body as readers will see it: the service renders and sanitises the Markdown (notice/preview),
 * and only its answer is shown as HTML. A change to the body makes the shown preview stale.
 */
export function NoticePreview({ bodyField, label }: NoticePreviewProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const body: string = Form.useWatch(bodyField, form) ?? '';
  const preview = useMutation({ mutationFn: previewNotice });
  const stale = preview.variables !== undefined && preview.variables !== body;

  return (
    <div className="wb-notices-preview">
      <Button size="small" loading={preview.isPending} onClick={() => preview.mutate(body)}>
        {preview.data === undefined ? t('adminNotices.preview.show') : t('adminNotices.preview.refresh')}
      </Button>
      {preview.isError ? <p className="wb-notices-error-text">{failureText(preview.error)}</p> : null}
      {preview.data !== undefined ? (
        <section aria-label={label} className={stale ? 'is-stale' : undefined}>
          {stale ? <p className="wb-notices-muted">{t('adminNotices.preview.stale')}</p> : null}
          <ServerHtml html={preview.data} className="wb-notices-preview-body" />
        </section>
      ) : null}
    </div>
  );
}
