import type { MenuItem } from '@workbench/contracts';
import { useState } from 'react';
import { ApplicationList } from './application-list';
import { HandheldMenu } from './handheld-menu';
import { useEnteredSelection } from './use-entered-selection';

/**
 * The bottom of the back stack: the entered application's full-screen menu, or the applications
 * to choose from before one is entered (and when the worker asks to change).
 */
export function HandheldHome({ pdaTree }: { pdaTree: readonly MenuItem[] | undefined }) {
  const selection = useEnteredSelection();
  const [choosing, setChoosing] = useState(false);
  if (!selection || choosing) {
    return (
      <ApplicationList onCancel={selection ? () => setChoosing(false) : null} onChosen={() => setChoosing(false)} />
    );
  }
  return <HandheldMenu selection={selection} pdaTree={pdaTree} onChangeApplication={() => setChoosing(true)} />;
}
