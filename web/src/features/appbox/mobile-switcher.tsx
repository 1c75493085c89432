import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionPanel } from './selection/selection-panel';
import { type SwitcherProps, summaryOf } from './selection/switcher-props';

/** Mobile: one small button in the bar; the choices open in a sheet from the bottom. */
export function MobileSwitcher(props: SwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const summary = summaryOf(props);

  return (
    <>
      {/* Icon only: a phone's top bar has no room for the name, which heads the sheet instead. */}
      <Button
        className="wb-selection-compact-trigger is-mobile"
        type="text"
        icon={<AppstoreOutlined aria-hidden="true" />}
        title={summary}
        aria-label={`${t('appbox.switcherOpen')}: ${summary}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <DownOutlined aria-hidden="true" className="wb-selection-caret" />
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        size="auto"
        title={props.name}
        rootClassName="wb-selection-sheet"
      >
        <SelectionPanel selectionSwitch={props.selectionSwitch} onSubSystemChosen={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
