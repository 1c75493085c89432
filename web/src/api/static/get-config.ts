import { API_PATHS, type StaticConfig } from '@workbench/contracts';
import { staticConfigCheck } from '@workbench/contracts/start-up';
import { getStaticFile } from './get-static-file';

/** ./config.json; the defaults keep the API on the portal's own origin. */
export function getConfig(): Promise<StaticConfig> {
  return getStaticFile(
    API_PATHS.staticFiles.config,
    staticConfigCheck,
    () => staticConfigCheck.parse({}),
    'using defaults',
  );
}
