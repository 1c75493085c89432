import type { DbInstance } from '@workbench/contracts';
import type { CurrentSelection } from '../../../stores/selection-store';

export interface SubSystemSelectProps {
  selection: CurrentSelection;
  subSystems: DbInstance[] | undefined;
  loading: boolean;
  onChange(dbId: string): void;
  className?: string;
}

export interface SubSystemOption {
  value: string;
  label: string;
}

/** The sub-systems to choose from; the entered one stays readable while the list loads, or if it is no longer offered. */
export function subSystemOptions(selection: CurrentSelection, subSystems: DbInstance[] | undefined): SubSystemOption[] {
  const options = (subSystems ?? []).map((instance) => ({ value: instance.id, label: instance.displayName }));
  if (selection.dbId !== null && !options.some((option) => option.value === selection.dbId)) {
    options.unshift({ value: selection.dbId, label: selection.displayName });
  }
  return options;
}
