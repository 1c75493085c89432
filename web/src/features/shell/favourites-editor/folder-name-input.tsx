import { LIMITS } from '@workbench/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FolderNameInputProps {
  initialValue: string;
  /** Every keystroke, for a Save pressed while the name is still being typed. */
  onDraft(value: string): void;
  /** Enter was pressed, or the input lost focus. */
  onConfirm(how: 'enter' | 'blur', value: string): void;
  onCancel(): void;
}

/**
 * A folder's name while it is being named or renamed (docs/spec.md §4 "Favourite folder": editing). The
 * typed text stays here, so a keystroke redraws the field and not the whole tree.
 */
export function FolderNameInput({ initialValue, onDraft, onConfirm, onCancel }: FolderNameInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  return (
    <Input
      size="small"
      className="wb-fav-folder-input"
      aria-label={t('favourites.folderName')}
      value={value}
      maxLength={LIMITS.nameMax}
      autoFocus
      onFocus={(event) => {
        // Not the tree's focus either: it would move its active row while the name is typed.
        event.stopPropagation();
        event.target.select();
      }}
      onChange={(event) => {
        setValue(event.target.value);
        onDraft(event.target.value);
      }}
      onBlur={() => onConfirm('blur', value)}
      // The tree and the dialog listen to keys too: arrows would move the tree, Escape close the dialog.
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          onConfirm('enter', value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      // Dragging inside the text selects it instead of moving the folder.
      onMouseDown={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    />
  );
}
