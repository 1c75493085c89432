import type { SelectionSwitch } from './use-selection-switch';

/** What the desktop and the mobile switcher are given; each is shown without the other. */
export interface SwitcherProps {
  selectionSwitch: SelectionSwitch;
  /** The application's name in the active language. */
  name: string;
}

/** The compact button's text: application, and sub-system when there is one. */
export function summaryOf({ selectionSwitch, name }: SwitcherProps): string {
  const { displayName, dbId } = selectionSwitch.selection;
  return dbId !== null && displayName ? `${name} · ${displayName}` : name;
}
