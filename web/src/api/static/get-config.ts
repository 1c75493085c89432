import { API_PATHS, type StaticConfig, staticConfigSchema } from '@workbench/contracts';
import { getStaticFile } from './get-static-file';

/** ./config.json; the defaults keep the API on the portal's own origin. */
export function getConfig(): Promise<StaticConfig> {
  return getStaticFile(
    API_PATHS.staticFiles.config,
    staticConfigSchema,
    () => staticConfigSchema.parse({}),
    'using defaults',
  );
}
