import { type AppConfig, loadAppConfig } from '@workbench/contracts/app-bridge';

/** The app's settings: the one place that reads import.meta.env, so every other file gets them checked and typed. */
export const appConfig: AppConfig = loadAppConfig(import.meta.env, window.location.origin, window.location.search);
