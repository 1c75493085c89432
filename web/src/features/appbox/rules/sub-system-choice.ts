import type { DbInstance } from '@workbench/contracts';
import { readSession, writeSession } from '../../../lib/browser-storage';
import { SESSION_KEYS } from '../../../lib/storage-keys';

/** One application's remembered sub-system and data permissions (docs/spec.md §3 choice cache). */
export interface SubSystemChoice {
  dbId: string;
  dataPermissionCodes: string[];
}

/** docs/spec.md §4 "Entering an application": the remembered sub-system if still offered, else the first. */
export function chooseSubSystem(instances: readonly DbInstance[], rememberedId?: string): DbInstance | undefined {
  return instances.find((instance) => instance.id === rememberedId) ?? instances[0];
}

function isChoice(value: unknown): value is SubSystemChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { dbId, dataPermissionCodes } = value as Record<string, unknown>;
  return (
    typeof dbId === 'string' &&
    Array.isArray(dataPermissionCodes) &&
    dataPermissionCodes.every((code) => typeof code === 'string')
  );
}

/** The whole cache; anything unreadable counts as empty, since a lost choice only means "use the first". */
function readChoiceMap(): Record<string, SubSystemChoice> {
  const raw = readSession(SESSION_KEYS.subSystemChoice);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const map: Record<string, SubSystemChoice> = {};
    for (const [applicationId, choice] of Object.entries(parsed)) {
      if (isChoice(choice)) map[applicationId] = { dbId: choice.dbId, dataPermissionCodes: choice.dataPermissionCodes };
    }
    return map;
  } catch {
    return {};
  }
}

export function readSubSystemChoice(applicationId: string): SubSystemChoice | undefined {
  return readChoiceMap()[applicationId];
}

/** Stores the choice for one application, keeping the other applications' entries. */
export function rememberSubSystemChoice(applicationId: string, choice: SubSystemChoice): void {
  const map = readChoiceMap();
  map[applicationId] = { dbId: choice.dbId, dataPermissionCodes: [...choice.dataPermissionCodes] };
  writeSession(SESSION_KEYS.subSystemChoice, JSON.stringify(map));
}
