import { API_PATHS, type Delivery, type SendTestRequest, sendTestResultSchema } from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/**
 * integrationChannel/sendTest. The service answers once the test message is delivered or has
 * failed, or after its own wait (15 s) with the message still on its way: well within the
 * portal's call limit. The dialog shows failures itself.
 */
export async function sendTest(request: SendTestRequest): Promise<Delivery> {
  const { data } = await postApi(API_PATHS.admin.channels.sendTest, request, sendTestResultSchema, {
    presentErrors: false,
  });
  return data;
}
