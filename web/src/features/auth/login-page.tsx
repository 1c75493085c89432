import { PRODUCT_VERSION } from '@workbench/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetCaches } from '../../app/cache-reset';
import { withBaseUrl } from '../../lib/urls';
import { useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { LanguageSwitch } from '../language';
import { LoginForm } from './login-form';
import './login.css';

/** /login: branding from the settings file, the sign-in form, the language switch and the version. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useRuntimeConfigStore((s) => s.settings);
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const background = withBaseUrl(settings.BackGroundPicture, baseUrl);
  const logo = withBaseUrl(settings.icon || settings.sysIcon, baseUrl);

  // The last session's server data goes once its pages are gone: cleared while they were still
  // shown, they would ask for it again without a session (401s in the console on every logout).
  useEffect(() => resetCaches(), []);

  return (
    <div className="wb-login" style={background ? { backgroundImage: `url("${background}")` } : undefined}>
      <header className="wb-login-header">
        <div className="wb-login-brand">
          {logo ? <img src={logo} alt="" className="wb-login-brand-logo" /> : null}
          <span>{t('app.name')}</span>
        </div>
        <LanguageSwitch />
      </header>

      <main className="wb-login-main">
        <section className="wb-login-intro" aria-hidden="true">
          <p className="wb-login-intro-name">{t('app.tagline')}</p>
          <p className="wb-login-intro-tagline">{t('login.intro')}</p>
        </section>

        <section className="wb-login-card" aria-labelledby="wb-login-title">
          <h1 id="wb-login-title" className="wb-login-title">
            {t('login.title')}
          </h1>
          <p className="wb-login-subtitle">{t('login.subtitle')}</p>
          <LoginForm redirect={params.get('redirect')} />
        </section>
      </main>

      <footer className="wb-login-footer">{t('login.copyright', { version: PRODUCT_VERSION })}</footer>
    </div>
  );
}
