import {
  API_PATHS,
  type CreateNoticeRequest,
  type EditNoticeRequest,
  type Notice,
  noticeSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** notice/create or notice/edit. The editor shows failures itself, under its fields and in its alert. */
export async function saveNotice(request: CreateNoticeRequest | EditNoticeRequest): Promise<Notice> {
  const path = 'id' in request ? API_PATHS.admin.notices.edit : API_PATHS.admin.notices.create;
  const { data } = await postApi(path, request, noticeSchema, { presentErrors: false });
  return data;
}
