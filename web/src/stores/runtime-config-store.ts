import type { Settings, StaticConfig } from '@workbench/contracts';
import { settingsCheck, staticConfigCheck } from '@workbench/contracts/start-up';
import { create } from 'zustand';

/** What the portal learned at start-up: config.json and the settings/branding file. */
export interface RuntimeConfigState {
  staticConfig: StaticConfig;
  settings: Settings;
  /** The API base address: config.json's URL, or empty for the portal's own origin. */
  apiBaseUrl: string;
}

export const DEFAULT_SETTINGS: Settings = settingsCheck.parse({});
export const DEFAULT_STATIC_CONFIG: StaticConfig = staticConfigCheck.parse({});

export const useRuntimeConfigStore = create<RuntimeConfigState>()(() => ({
  staticConfig: DEFAULT_STATIC_CONFIG,
  settings: DEFAULT_SETTINGS,
  apiBaseUrl: '',
}));
