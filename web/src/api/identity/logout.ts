import { API_PATHS } from '@workbench/contracts';
import { ignoredData, postApi } from '../http-client';

/** Ends the session on the server. Failures are not shown: the portal signs out locally anyway. */
export async function logout(): Promise<void> {
  await postApi(API_PATHS.identity.logout, {}, ignoredData, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
  });
}
