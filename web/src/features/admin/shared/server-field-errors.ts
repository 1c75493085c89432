import type { FormInstance } from 'antd';
import { isApiError } from '../../../api/api-error';
import { messageFor } from '../../../api/error-catalogue';
import { translate } from '../../../i18n/translate';

/**
 * The words for a failed call: the server's own message, or the error catalogue's when there was
 * no answer (network, time-out) rather than the error's technical name.
 */
export function failureText(error: unknown): string {
  if (isApiError(error)) return messageFor(error, translate);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Puts the server's field problems (docs/api.md §1 `details`) under the fields they name, so the user
 * sees them where they typed. The form keeps every value. Returns the text for the form's alert
 * (failureText). `conflictField` names the field a 409 is about (a taken name): the message goes
 * under it too.
 */
export function showServerErrors(form: FormInstance, error: unknown, options: { conflictField?: string } = {}): string {
  const message = failureText(error);
  if (isApiError(error)) {
    const known = new Set(Object.keys(form.getFieldsValue(true) as object));
    const fields = error.details
      .filter((detail) => known.has(detail.field.split('.')[0] ?? ''))
      .map((detail) => ({ name: detail.field.split('.')[0] ?? detail.field, errors: [detail.message] }));
    if (error.status === 409 && options.conflictField) fields.push({ name: options.conflictField, errors: [message] });
    if (fields.length > 0) form.setFields(fields);
  }
  return message;
}
