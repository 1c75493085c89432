import { type CurrentSelection, selectionFor, useSelectionStore } from '../../../stores/selection-store';
import { useSessionStore } from '../../../stores/session-store';

/** The signed-in user's entered application and sub-system; null before one is entered. */
export function useEnteredSelection(): CurrentSelection | null {
  const userName = useSessionStore((s) => s.userName);
  const profileLoaded = useSessionStore((s) => s.profileLoaded);
  const stored = useSelectionStore((s) => s.selection);
  return profileLoaded ? selectionFor(stored, userName) : null;
}
