import { LIMITS } from '@workbench/contracts';
import { i18n } from '../i18n/i18n';

/*
 * User-facing notices, usable inside and outside components (HTTP client, session end, pages).
 * antd is imported on first use so the sign-in page does not download it up front; importing
 * antd-providers sets the ConfigProvider holder that gives these notices the portal's theme and
 * locale.
 */

/** Notices on their way to the screen (antd still loading); see noticesShown. */
const pending = new Set<Promise<unknown>>();

/** Keeps track of antd's parts of a notice while they load. */
export function loading<T>(work: Promise<T>): Promise<T> {
  pending.add(work);
  const settled = () => pending.delete(work);
  work.then(settled, settled);
  return work;
}

/**
 * Resolves once every notice asked for so far has been shown (or failed to load). Component
 * tests wait for it before their document is taken away.
 */
export async function noticesShown(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/** Messages whose error box is open: calls that fail together for one reason show it once. */
const openErrorMessages = new Set<string>();

export async function showErrorModal(content: string): Promise<void> {
  if (openErrorMessages.has(content)) return;
  openErrorMessages.add(content);
  const [{ default: Modal }] = await loading(Promise.all([import('antd/es/modal'), import('./antd-providers')])).catch(
    (cause: unknown) => {
      openErrorMessages.delete(content);
      throw cause;
    },
  );
  const closed = () => openErrorMessages.delete(content);
  Modal.error({
    onOk: closed,
    onCancel: closed,
    afterClose: closed,
    title: i18n.t('common.errorTitle'),
    content,
    okText: i18n.t('common.ok'),
    // docs/spec.md §8: the error box stays until the user closes it.
    closable: false,
    mask: { closable: false },
    keyboard: true,
  });
}

/** docs/spec.md §9: success notices stay 3 s. */
export async function showSuccessNotice(content: string): Promise<void> {
  const [{ default: message }] = await loading(Promise.all([import('antd/es/message'), import('./antd-providers')]));
  message.success({ content, duration: LIMITS.successNoticeMs / 1000 });
}

/** A short notice at the top that goes by itself (antd's message, loaded on first use). */
export async function showNotice(kind: 'warning' | 'error', content: string): Promise<void> {
  const [{ default: message }] = await loading(Promise.all([import('antd/es/message'), import('./antd-providers')]));
  void message[kind](content);
}
