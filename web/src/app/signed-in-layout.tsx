import { ShellFrame } from '../features/shell';
import { AntdProviders } from './antd-providers';

/** Layout route of every page behind the sign-in: antd, TanStack Query and the shell; loaded lazily. */
export function SignedInLayout() {
  return (
    <AntdProviders>
      <ShellFrame />
    </AntdProviders>
  );
}
