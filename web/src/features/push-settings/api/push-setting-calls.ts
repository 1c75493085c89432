import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type PushSetting,
  type PushSettingAnswer,
  type PushSettingDefaultsAnswer,
  pushSettingAnswerSchema,
  pushSettingDefaultsAnswerSchema,
} from '@workbench/contracts';
import { getApi, postApi } from '../../../api/http-client';

const paths = API_PATHS.pushSettings;

/** Every cached answer of the page hangs under one root. */
export const pushSettingsQueryKeys = {
  all: ['pushSettings'] as const,
  own: ['pushSettings', 'own'] as const,
  defaults: ['pushSettings', 'defaults'] as const,
};

/** msgPushSetting/get: the caller's own setting, or the defaults while they have none. */
export async function getOwnPushSetting(signal?: AbortSignal): Promise<PushSettingAnswer> {
  const { data } = await getApi(paths.get, pushSettingAnswerSchema, { presentErrors: false, signal });
  return data;
}

export function useOwnPushSetting() {
  return useQuery({ queryKey: pushSettingsQueryKeys.own, queryFn: ({ signal }) => getOwnPushSetting(signal) });
}

/** msgPushSetting/save: the form shows a refusal itself, under its fields and in its alert. */
export async function saveOwnPushSetting(setting: PushSetting): Promise<PushSettingAnswer> {
  const { data } = await postApi(paths.save, setting, pushSettingAnswerSchema, { presentErrors: false });
  return data;
}

/** msgPushSetting/reset: back to the defaults. */
export async function resetOwnPushSetting(): Promise<PushSettingAnswer> {
  const { data } = await postApi(paths.reset, {}, pushSettingAnswerSchema);
  return data;
}

/** msgPushSetting/getDefaults (event-strategy permission). */
export async function getPushDefaults(signal?: AbortSignal): Promise<PushSettingDefaultsAnswer> {
  const { data } = await getApi(paths.getDefaults, pushSettingDefaultsAnswerSchema, { presentErrors: false, signal });
  return data;
}

export function usePushDefaults(enabled: boolean) {
  return useQuery({
    queryKey: pushSettingsQueryKeys.defaults,
    queryFn: ({ signal }) => getPushDefaults(signal),
    enabled,
  });
}

export async function savePushDefaults(setting: PushSetting): Promise<PushSettingDefaultsAnswer> {
  const { data } = await postApi(paths.saveDefaults, setting, pushSettingDefaultsAnswerSchema, {
    presentErrors: false,
  });
  return data;
}
