import { translate } from '../../../../i18n/translate';
import { confirmAction } from '../../../../ui/confirm';

/** "Discard changes?" in the user's language; true when the user chose to throw them away. */
export function confirmDiscard(): Promise<boolean> {
  return confirmAction({
    title: translate('admin.discardTitle'),
    content: translate('admin.discardText'),
    okText: translate('admin.discard'),
    cancelText: translate('admin.keepEditing'),
    danger: true,
  });
}
