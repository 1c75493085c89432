import { useState } from 'react';
import { useRuntimeConfigStore } from '../../../../stores/runtime-config-store';
import { logoAddress } from './logo-address';
import './logo-thumb.css';

export interface LogoThumbProps {
  logo: string;
  /** Initials stand in when there is no logo or it fails to load. */
  name: string;
  size?: number;
}

/** An application's logo in a list; decorative, since the row or tile names the application. */
export function LogoThumb({ logo, name, size = 32 }: LogoThumbProps) {
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const address = logoAddress(logo, baseUrl);
  const [failedAddress, setFailedAddress] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!address || failedAddress === address) {
    return (
      <span className="wb-apps-logo wb-apps-logo-fallback" style={style} aria-hidden="true">
        {[...name.trim()].slice(0, 2).join('').toLocaleUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="wb-apps-logo"
      src={address}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedAddress(address)}
    />
  );
}
