import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withBaseUrl } from '../../../lib/urls';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';

/** The portal's own mark, shipped in web/public/branding, for when the settings name none or it fails. */
export const FALLBACK_LOGO = 'branding/logo.svg';

/** System icon and product name (docs/spec.md §2, settings sysIcon / icon). */
export function TopBarBrand() {
  const { t } = useTranslation();
  const settings = useRuntimeConfigStore((s) => s.settings);
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const configured = withBaseUrl(settings.sysIcon || settings.icon, baseUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const logo = configured && configured !== failed ? configured : FALLBACK_LOGO;

  return (
    <span className="wb-top-bar-brand">
      <img
        className="wb-top-bar-logo"
        src={logo}
        alt=""
        width={28}
        height={28}
        onError={() => {
          if (logo !== FALLBACK_LOGO) setFailed(logo);
        }}
      />
      <span className="wb-top-bar-product">{t('app.name')}</span>
    </span>
  );
}
