/**
 * A small square application logo: the initials in white on a rounded tile of the given colour,
 * as an inline SVG data URL so the demo needs no image files or uploads.
 */
export function tileLogo(initials: string, colour: string): string {
  const fontSize = initials.length > 2 ? 20 : 26;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${colour}"/>`,
    `<text x="32" y="33" fill="#ffffff" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="${fontSize}"`,
    ` font-weight="600" text-anchor="middle" dominant-baseline="middle">${initials}</text>`,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
