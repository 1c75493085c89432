export { applicationName } from './application-name';
export { ApplicationChooser, type ApplicationChooserProps } from './components/application-chooser';
export { ApplicationGrid, type ApplicationGridProps } from './components/application-grid';
export { TagFilters, type TagFiltersProps } from './components/tag-filters';
export {
  changeSubSystem,
  DASHBOARD_PATH,
  enterApplication,
  selectionOfSubSystem,
} from './entering/enter-application';
export { useEnterApplication } from './entering/use-enter-application';
export { appboxPathOf, type OpenOutcome, useOpenApplication } from './entering/use-open-application';
export { SelectionSwitcher } from './selection-switcher';
