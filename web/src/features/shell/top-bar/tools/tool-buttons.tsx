import { BUTTON_CODES } from '@workbench/contracts';
import type { ReactNode } from 'react';
import { useRuntimeConfigStore } from '../../../../stores/runtime-config-store';
import { LanguageMenu } from '../language-menu';
import { DocumentsButton } from './documents-button';
import { DownloadsButton } from './downloads-button';
import { FullScreenButton } from './full-screen-button';
import { PdaPreviewButton } from './pda-preview-button';
import { type ButtonCode, visibleButtons } from './visible-buttons';

const BUTTONS: Record<ButtonCode, () => ReactNode> = {
  [BUTTON_CODES.fullScreen]: () => <FullScreenButton />,
  [BUTTON_CODES.pdaPreview]: () => <PdaPreviewButton />,
  [BUTTON_CODES.downloads]: () => <DownloadsButton />,
  [BUTTON_CODES.documents]: () => <DocumentsButton />,
  [BUTTON_CODES.language]: () => <LanguageMenu />,
};

/** The icon buttons the settings' btnGroup switches on, in its order (docs/spec.md §2). */
export function ToolButtons() {
  const btnGroup = useRuntimeConfigStore((s) => s.settings.btnGroup);
  const codes = visibleButtons(btnGroup);
  if (codes.length === 0) return null;
  return (
    <div className="wb-top-bar-tools">
      {codes.map((code) => (
        <span key={code} className="wb-top-bar-tool" data-button-code={code}>
          {BUTTONS[code]()}
        </span>
      ))}
    </div>
  );
}
