export { SelectionSwitcher } from './selection-switcher';
