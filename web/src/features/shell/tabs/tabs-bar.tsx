/** The tab bar of visited pages (SPEC §2 "Page tabs"). */
export function TabsBar() {
  return null;
}
