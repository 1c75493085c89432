import {
  API_PATHS,
  type Language,
  LOCALIZATION_SERVICE_TYPES,
  type LocalizationRequest,
  type LocalizationResponse,
} from '@workbench/contracts';
import { localizationResponseCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/** queryFrontEndLocalization: the server's dictionaries for the given languages. */
export async function getLocalization(languages: readonly Language[]): Promise<LocalizationResponse> {
  const body: LocalizationRequest = { serviceTypes: [...LOCALIZATION_SERVICE_TYPES], languages: [...languages] };
  const { data } = await postApi(API_PATHS.localization.frontEnd, body, localizationResponseCheck, {
    presentErrors: false,
    skipTicketCheck: true,
  });
  return data;
}
