import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationChooser } from '../../appbox';
import './workbench-drawer.css';

export interface WorkbenchDrawerProps {
  open: boolean;
  onClose(): void;
}

/** docs/spec.md §9: the drawer is 562 px wide; narrower screens get their full width. */
const DRAWER_SIZE = 'min(562px, 100vw)';

/** The workbench drawer of docs/spec.md §2: every application the user may open, filtered by tag. */
export function WorkbenchDrawer({ open, onClose }: WorkbenchDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={DRAWER_SIZE}
      title={t('workbench.title')}
      rootClassName="wb-workbench-drawer"
    >
      <ApplicationChooser
        onOpened={(_application, outcome) => {
          // Entering in the portal replaces what the drawer was opened over; a new tab leaves the portal as it is.
          if (outcome === 'in-app') onClose();
        }}
      />
    </Drawer>
  );
}
