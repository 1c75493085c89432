import { API_PATHS, type ExtendTicketRequest } from '@workbench/contracts';
import { isApiError } from '../api-error';
import { ignoredData, postApi } from '../http-client';

/**
 * leadExtendTicket: true when the server answered code 1 (docs/spec.md §7). Only an answer that refuses
 * the ticket counts as expired; a network blip must not sign the user out.
 */
export async function extendTicket(ticket: string): Promise<boolean> {
  const body: ExtendTicketRequest = { ticket };
  try {
    await postApi(API_PATHS.identity.extendTicket, body, ignoredData, { presentErrors: false, skipTicketCheck: true });
    return true;
  } catch (error) {
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return true;
    return false;
  }
}
