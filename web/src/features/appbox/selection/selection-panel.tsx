import { useTranslation } from 'react-i18next';
import { DataPermissionList } from './data-permission-list';
import { SubSystemSelect } from './sub-system-select';
import type { SelectionSwitch } from './use-selection-switch';

export interface SelectionPanelProps {
  selectionSwitch: SelectionSwitch;
  /** Called before the sub-system changes, e.g. to close the panel. */
  onSubSystemChosen?(): void;
}

/** Sub-system and data permissions stacked, for the compact forms (narrow top bar, mobile). */
export function SelectionPanel({ selectionSwitch, onSubSystemChosen }: SelectionPanelProps) {
  const { t } = useTranslation();
  const { selection } = selectionSwitch;
  if (selection.dbId === null) return <p className="wb-selection-panel-empty">{t('appbox.noSubSystem')}</p>;

  return (
    <div className="wb-selection-panel">
      <div className="wb-selection-panel-field">
        <span className="wb-selection-panel-label" aria-hidden="true">
          {t('appbox.subSystem')}
        </span>
        <SubSystemSelect
          selection={selection}
          subSystems={selectionSwitch.subSystems}
          loading={selectionSwitch.loading}
          onChange={(dbId) => {
            onSubSystemChosen?.();
            selectionSwitch.changeSubSystem(dbId);
          }}
        />
      </div>
      <DataPermissionList
        permissions={selectionSwitch.dataPermissions}
        selected={selection.dataPermissionCodes}
        onChange={selectionSwitch.changeDataPermissions}
      />
    </div>
  );
}
