/** The entered application's sub-system and data-permission choice, shown in the top bar. */
export function SelectionSwitcher() {
  return null;
}
