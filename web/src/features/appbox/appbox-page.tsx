/** /appbox/appbox: chooses an application and enters it (SPEC §4 "Entering an application"). */
export function AppboxPage() {
  return null;
}
