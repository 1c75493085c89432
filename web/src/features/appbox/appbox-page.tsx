import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationChooser } from './components/application-chooser';
import { EnteringApplication } from './entering/entering-application';
import './appbox-page.css';

/** /appbox/appbox: chooses an application and enters it (docs/spec.md §4 "Entering an application"). */
export function AppboxPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const applicationId = searchParams.get('applicationId');

  if (applicationId) return <EnteringApplication key={applicationId} applicationId={applicationId} />;

  return (
    <section className="wb-appbox" aria-labelledby="wb-appbox-title">
      <header className="wb-appbox-header">
        <h1 id="wb-appbox-title" className="wb-appbox-title">
          {t('appbox.title')}
        </h1>
        <p className="wb-appbox-intro">{t('appbox.intro')}</p>
      </header>
      <ApplicationChooser layout="fill" />
    </section>
  );
}
