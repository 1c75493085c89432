/** /Window/{url}: embeds an external application by its address. */
export function WindowPage() {
  return null;
}
