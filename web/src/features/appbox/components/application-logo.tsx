import { useState } from 'react';
import { withBaseUrl } from '../../../lib/urls';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';

export interface ApplicationLogoProps {
  logo: string;
  /** Shown as initials when there is no logo or it fails to load. */
  name: string;
}

/** An application's logo; decorative, since the tile names the application beside it. */
export function ApplicationLogo({ logo, name }: ApplicationLogoProps) {
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const address = withBaseUrl(logo, baseUrl);
  const [failedAddress, setFailedAddress] = useState<string | null>(null);

  if (!address || failedAddress === address) {
    return (
      <span className="wb-app-logo wb-app-logo-fallback" aria-hidden="true">
        {[...name.trim()].slice(0, 2).join('').toLocaleUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="wb-app-logo"
      src={address}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailedAddress(address)}
    />
  );
}
