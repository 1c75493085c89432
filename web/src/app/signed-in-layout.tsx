// First, so that the portal's own styles of the signed-in area come after antd's and win ties.
import 'virtual:baked-antd-styles.css';
import { HandheldFrame, isHandheldPreviewAddress, ShellFrame, useHandheldLayout } from '../features/shell';
import { AntdProviders } from '../ui/antd-providers';

/**
 * Layout route of every page behind the sign-in: antd, TanStack Query and the shell; loaded lazily.
 * Handhelds (windows up to 480 px, and the top bar's PDA preview) get their own layout.
 */
export function SignedInLayout() {
  const handheld = useHandheldLayout();
  return (
    <AntdProviders>{handheld ? <HandheldFrame preview={isHandheldPreviewAddress()} /> : <ShellFrame />}</AntdProviders>
  );
}
