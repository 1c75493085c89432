import { usePagePath } from '../../shell';
import { WorkbenchEditor } from './components/workbench-editor';
import './edit-workbench.css';

/** /EditWorkbench (docs/spec.md §2): arranges the workbench drawer's tags and tiles. */
export function EditWorkbenchPage() {
  return <WorkbenchEditor pagePath={usePagePath()} />;
}
