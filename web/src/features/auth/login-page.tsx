import { PRODUCT_VERSION } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
