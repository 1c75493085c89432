export interface ModuleTier {
  name: string;
  about: string;
  modules: string[];
}
/** The tiers of the service's business modules, lowest first. */
export const MODULE_TIERS: ModuleTier[];
/** biome.json's overrides for server/src/modules, in the order they must stand. */
export function moduleImportOverrides(): unknown[];
/** Whether an override of biome.json is one of those moduleImportOverrides() writes. */
export function isModuleImportOverride(override: { includes?: string[] }): boolean;
