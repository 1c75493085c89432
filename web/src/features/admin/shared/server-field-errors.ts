import type { FormInstance } from 'antd';
import { isApiError } from '../../../api/api-error';
import { messageFor } from '../../../api/error-catalogue';
import { translate } from '../../../i18n/translate';

/**
 * Puts the server's field problems (API.md §1 `details`) under the fields they name, so the user
 * sees them where they typed. The form keeps every value. Returns the text for the form's alert:
 * the server's own message, or the error catalogue's when there was no answer (network, time-out).
 */
export function showServerErrors(form: FormInstance, error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = error.details
    .filter((detail) => known.has(detail.field.split('.')[0] ?? ''))
    .map((detail) => ({ name: detail.field.split('.')[0] ?? detail.field, errors: [detail.message] }));
  if (fields.length > 0) form.setFields(fields);
  return messageFor(error, translate);
}
