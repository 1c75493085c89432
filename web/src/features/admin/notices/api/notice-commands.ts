import { API_PATHS } from '@workbench/contracts';
import { ignoredData, postApi } from '../../../../api/http-client';

export type NoticeCommand = 'publish' | 'withdraw';

/** notice/publish, notice/withdraw with `{id}`: a refusal (an expired one) is shown by the client's error box. */
export async function sendNoticeCommand(command: NoticeCommand, id: string): Promise<void> {
  await postApi(API_PATHS.admin.notices[command], { id }, ignoredData);
}
