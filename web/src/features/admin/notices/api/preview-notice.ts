import { API_PATHS, noticePreviewAnswerSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** notice/preview: the Markdown as readers will see it, rendered and sanitised by the service. */
export async function previewNotice(body: string): Promise<string> {
  const { data } = await postApi(API_PATHS.admin.notices.preview, { body }, noticePreviewAnswerSchema, {
    presentErrors: false,
  });
  return data.html;
}
