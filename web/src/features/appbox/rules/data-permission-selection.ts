/** Data-permission checkbox rules of docs/spec.md §5: at least one permission always stays selected. */

/**
 * Toggles `code`, returning the selection in the order of `available`.
 * Unknown codes are ignored, and removing the last selected code is refused, so the
 * sub-system is never left without data permissions.
 */
export function toggleDataPermission(
  selected: readonly string[],
  code: string,
  available: readonly string[],
): string[] {
  const current = new Set(selected.filter((c) => available.includes(c)));
  if (!available.includes(code)) return available.filter((c) => current.has(c));
  if (current.has(code)) {
    if (current.size > 1) current.delete(code);
  } else {
    current.add(code);
  }
  return available.filter((c) => current.has(c));
}

/** True when `code` is the only selected permission: its checkbox is disabled. */
export function isDataPermissionLocked(selected: readonly string[], code: string): boolean {
  return selected.length === 1 && selected[0] === code;
}

/**
 * The selection when a sub-system is opened: the remembered codes that are still available,
 * or every available code when nothing remembered survives (a fresh start grants the user's full
 * data scope rather than an empty one, which the rule above forbids).
 */
export function initialDataPermissions(available: readonly string[], remembered?: readonly string[]): string[] {
  const kept = remembered ? available.filter((c) => remembered.includes(c)) : [];
  return kept.length > 0 ? kept : [...available];
}
