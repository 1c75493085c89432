import { type Application, applicationSchema } from '@workbench/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { readLocal, writeLocal } from '../lib/browser-storage';
import { LOCAL_KEYS } from '../lib/storage-keys';
import { useSessionStore } from './session-store';

/** docs/spec.md §3 "Current selection": what the user entered and works in. */
export const currentSelectionSchema = z.object({
  application: applicationSchema,
  /** Chosen sub-system (database instance) id; null for an application without sub-systems. */
  dbId: z.string().nullable(),
  /** The sub-system's code (instance code). */
  instanceCode: z.string(),
  /** The sub-system's display name. */
  displayName: z.string(),
  dataPermissionCodes: z.array(z.string()),
  /** Whose choice this is: another user signing in on the same browser starts from the workbench. */
  userName: z.string().optional(),
});
export type CurrentSelection = z.infer<typeof currentSelectionSchema>;

export interface SelectionState {
  selection: CurrentSelection | null;
}

export interface SelectionActions {
  /** Entering an application or changing its sub-system. */
  select(selection: CurrentSelection): void;
  /** The data permissions within the same sub-system (the caller keeps at least one, docs/spec.md §5). */
  setDataPermissions(codes: string[]): void;
  /** Sign-out: the next user starts from the workbench. */
  clear(): void;
}

function readStoredSelection(): CurrentSelection | null {
  const raw = readLocal(LOCAL_KEYS.currentSelection);
  if (raw === null) return null;
  try {
    const parsed = currentSelectionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function store(selection: CurrentSelection | null): { selection: CurrentSelection | null } {
  writeLocal(LOCAL_KEYS.currentSelection, selection ? JSON.stringify(selection) : null);
  return { selection };
}

/** Remembered in localStorage, so a reload or the next session opens where the user left off. */
export const useSelectionStore = create<SelectionState & SelectionActions>()((set, get) => ({
  selection: readStoredSelection(),
  select: (selection) => set(store({ ...selection, userName: useSessionStore.getState().userName })),
  setDataPermissions(codes) {
    const current = get().selection;
    if (current) set(store({ ...current, dataPermissionCodes: [...codes] }));
  },
  clear: () => set(store(null)),
}));

/** The selection if it belongs to `userName`; a choice left by another account is not theirs to resume. */
export function selectionFor(selection: CurrentSelection | null, userName: string): CurrentSelection | null {
  return selection && (selection.userName ?? '') === userName ? selection : null;
}

/** The key of the selection's menus: application and sub-system. */
export function menusKeyOf(selection: CurrentSelection | null) {
  return selection ? { applicationId: selection.application.id, dbId: selection.dbId } : null;
}

export type { Application };
