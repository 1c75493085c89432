import { API_PATHS, type Settings } from '@workbench/contracts';
import { settingsCheck } from '@workbench/contracts/start-up';
import { postApi, stringData } from '../http-client';

/** Reads the settings file's JSON text; anything unreadable falls back to the defaults. */
export function parseSettings(text: string): Settings {
  try {
    const parsed = settingsCheck.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Settings file does not match the contract; using defaults', parsed.error);
  } catch (error) {
    console.warn('Settings file is not JSON; using defaults', error);
  }
  return settingsCheck.parse({});
}

/** readFrontEndJsonFile: the branding and behaviour settings; failure gives the defaults. */
export async function getSettings(): Promise<Settings> {
  try {
    const { data } = await postApi(API_PATHS.individuation.readFrontEndJsonFile, {}, stringData, {
      presentErrors: false,
      skipTicketCheck: true,
    });
    return parseSettings(data);
  } catch (error) {
    console.warn('Settings could not be loaded; using defaults', error);
    return settingsCheck.parse({});
  }
}
