import { useState } from 'react';
import { useInterfaceStore } from '../../../stores/interface-store';
import { addressHasFlag, isBarePageAddress } from '../navigation/address-flags';

/** Query flag that asks for the handheld layout whatever the width: the top bar's PDA preview. */
export const HANDHELD_FLAG = 'pda';

/** The address asks for the handheld layout (the PDA preview's frame); read once per page load. */
export function isHandheldPreviewAddress(): boolean {
  return addressHasFlag(HANDHELD_FLAG);
}

/**
 * Whether the signed-in area shows the handheld layout: on windows up to 480 px wide, and in the
 * PDA preview. A page opened in its own window (the bare flag) stays bare. The address is read
 * once, so navigating inside the preview keeps it a handheld.
 */
export function useHandheldLayout(): boolean {
  const [asked] = useState(() => ({ preview: isHandheldPreviewAddress(), bare: isBarePageAddress() }));
  const narrow = useInterfaceStore((s) => s.handheld);
  return !asked.bare && (asked.preview || narrow);
}
