import { PRODUCT_VERSION } from '@workbench/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withBaseUrl } from '../../lib/urls';
import { useRuntimeConfigStore } from '../../stores/runtime-config-store';
import { resetCaches } from '../../ui/cache-reset';
import { LanguageSwitch } from '../language';
import { CardSignInForm } from './card/card-sign-in-form';
import { LoginForm } from './login-form';

// Its own chunk: the camera and its preview are downloaded only where face sign-in is chosen.
const FaceSignInForm = lazy(() => import('./face/face-sign-in-form').then((m) => ({ default: m.FaceSignInForm })));

import { type OfferedWay, offeredWays } from './offered-ways';
import { panelIdOf, SignInWayTabs, tabIdOf } from './sign-in-way-tabs';
import './login.css';

/** /login: branding from the settings file, the sign-in form, the language switch and the version. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useRuntimeConfigStore((s) => s.settings);
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const background = withBaseUrl(settings.BackGroundPicture, baseUrl);
  const logo = withBaseUrl(settings.icon || settings.sysIcon, baseUrl);
  const login = useRuntimeConfigStore((s) => s.staticConfig.login);
  const ways = useMemo(() => offeredWays(login), [login]);
  const [picked, setPicked] = useState<OfferedWay | null>(null);
  const way = picked && ways.includes(picked) ? picked : (ways[0] ?? 'password');
  const redirect = params.get('redirect');

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
          {ways.length > 1 ? <SignInWayTabs ways={ways} chosen={way} onChoose={setPicked} /> : null}
          <div id={panelIdOf(way)} {...(ways.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabIdOf(way) } : {})}>
            {way === 'card' ? <CardSignInForm redirect={redirect} /> : null}
            {way === 'face' ? (
              <Suspense fallback={<p className="wb-face-status">{t('login.face.starting')}</p>}>
                <FaceSignInForm redirect={redirect} />
              </Suspense>
            ) : null}
            {way === 'password' ? <LoginForm redirect={redirect} /> : null}
          </div>
        </section>
      </main>

      <footer className="wb-login-footer">{t('login.copyright', { version: PRODUCT_VERSION })}</footer>
    </div>
  );
}
