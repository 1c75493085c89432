import { useMemo } from 'react';
import { usePagePath } from '../../shell';
import { ApplicationEditor } from './components/application-editor';
import { parseEditorPath } from './editor-path';
import './applications.css';

/**
 * /AddApp/{appID?} and /AddApplication/{tagID}/{appID?}/{fromPage?}. The page reads its own path
 * (never the route), so a kept editor tab is not rendered again by navigation elsewhere.
 */
export function ApplicationEditorPage() {
  const pagePath = usePagePath();
  const route = useMemo(() => parseEditorPath(pagePath), [pagePath]);
  return <ApplicationEditor key={pagePath} route={route} pagePath={pagePath} />;
}
