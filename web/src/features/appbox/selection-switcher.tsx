import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceStore } from '../../stores/interface-store';
import { useSessionStore } from '../../stores/session-store';
import { applicationName } from './application-name';
import { DataPermissionPicker } from './selection/data-permission-picker';
import { PanelPopover } from './selection/panel-popover';
import { SelectionPanel } from './selection/selection-panel';
import { SubSystemSelect } from './selection/sub-system-select';
import { type SwitcherProps, summaryOf } from './selection/switcher-props';
import { useFitsInline } from './selection/use-fits-inline';
import { useSelectionSwitch } from './selection/use-selection-switch';
import './selection-switcher.css';

// The phone's sheet is antd's Drawer: loaded on a phone-sized window only.
const MobileSwitcher = lazy(() => import('./mobile-switcher').then((m) => ({ default: m.MobileSwitcher })));

/**
 * The entered application's sub-system and data-permission choice, shown in the top bar: inline
 * when there is room, otherwise one compact button with the same choices in a panel (a bottom
 * sheet on mobile).
 */
export function SelectionSwitcher() {
  const selectionSwitch = useSelectionSwitch();
  const mobile = useInterfaceStore((s) => s.device === 'mobile');
  const language = useSessionStore((s) => s.language);
  if (!selectionSwitch) return null;
  const name = applicationName(selectionSwitch.selection.application, language);
  return mobile ? (
    <Suspense fallback={null}>
      <MobileSwitcher selectionSwitch={selectionSwitch} name={name} />
    </Suspense>
  ) : (
    <DesktopSwitcher selectionSwitch={selectionSwitch} name={name} />
  );
}

function DesktopSwitcher(props: SwitcherProps) {
  const { t, i18n } = useTranslation();
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const { selection, dataPermissions } = props.selectionSwitch;
  // Not the data-permission count: it changes while the compact panel is open, which must stay open.
  const fits = useFitsInline(rootRef, [i18n.language, props.name, selection.displayName].join('|'));
  if (!fits) return <CompactSwitcher {...props} />;

  const { selectionSwitch, name } = props;
  return (
    <fieldset ref={rootRef} className="wb-selection">
      <legend className="wb-visually-hidden">{t('appbox.switcherLabel')}</legend>
      {/* The side area names the application too: a crowded top bar may leave it out (data-top-bar-optional). */}
      <span className="wb-selection-app" title={name} data-top-bar-optional>
        {name}
      </span>
      {selection.dbId !== null ? (
        <>
          <span className="wb-selection-item" data-fit-item>
            <SubSystemSelect
              className="wb-selection-sub-system"
              selection={selection}
              subSystems={selectionSwitch.subSystems}
              loading={selectionSwitch.loading}
              onChange={selectionSwitch.changeSubSystem}
            />
          </span>
          <span className="wb-selection-item" data-fit-item>
            <DataPermissionPicker
              permissions={dataPermissions}
              selected={selection.dataPermissionCodes}
              loading={selectionSwitch.loading}
              onChange={selectionSwitch.changeDataPermissions}
            />
          </span>
        </>
      ) : null}
    </fieldset>
  );
}

/** One button naming the application and sub-system; the choices open in a panel below it. */
function CompactSwitcher(props: SwitcherProps) {
  const { t } = useTranslation();
  const summary = summaryOf(props);
  return (
    <PanelPopover
      label={props.name}
      className="wb-selection-popover"
      content={
        <>
          <div className="wb-selection-popover-title">{props.name}</div>
          <SelectionPanel selectionSwitch={props.selectionSwitch} />
        </>
      }
    >
      {({ ref, open }) => (
        <Button
          ref={ref}
          className="wb-selection-compact-trigger"
          icon={<AppstoreOutlined aria-hidden="true" />}
          title={summary}
          aria-label={`${t('appbox.switcherOpen')}: ${summary}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <span className="wb-selection-compact-text">{summary}</span>
          <DownOutlined aria-hidden="true" className="wb-selection-caret" />
        </Button>
      )}
    </PanelPopover>
  );
}
