import type { Application } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { ApplicationTile } from './application-tile';

export interface ApplicationGridProps {
  applications: readonly Application[];
  /** Marks the tile of the application the user is in. */
  currentApplicationId?: string | null;
  onChoose(application: Application): void;
  /** "two" is docs/spec.md §9's two tiles per row (the drawer); "fill" fits as many as the width allows. */
  layout?: 'two' | 'fill';
}

/** Application tiles in a grid; the drawer and the appbox page both show them. */
export function ApplicationGrid({
  applications,
  currentApplicationId,
  onChoose,
  layout = 'two',
}: ApplicationGridProps) {
  const { t } = useTranslation();
  return (
    <ul className={`wb-app-grid wb-app-grid-${layout}`} aria-label={t('appbox.listLabel')}>
      {applications.map((application) => (
        <li key={application.id}>
          <ApplicationTile
            application={application}
            current={application.id === currentApplicationId}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ul>
  );
}
