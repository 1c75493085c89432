import { loading } from './notices';

export interface ConfirmOptions {
  title: string;
  content?: string;
  okText: string;
  cancelText: string;
  /** The confirming button is red: what it does cannot be undone. */
  danger?: boolean;
}

/**
 * Asks a yes/no question in a modal and resolves true when the user confirms, false when they
 * cancel (button, Escape or the close icon). antd's modal loads on first use, as the notices do.
 */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const [{ default: Modal }] = await loading(Promise.all([import('antd/es/modal'), import('./antd-providers')]));
  return new Promise<boolean>((resolve) => {
    Modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      okButtonProps: { danger: options.danger ?? false },
      // Enter right after the question must not do what cannot be undone: a red answer waits for a click.
      autoFocusButton: options.danger ? 'cancel' : 'ok',
      // The question is about the dialog under it: a click beside it must not answer.
      mask: { closable: false },
      keyboard: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
