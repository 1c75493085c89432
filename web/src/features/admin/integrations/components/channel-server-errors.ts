import { CORE_LANGUAGES, type CoreLanguage } from '@workbench/contracts';
import type { FormInstance } from 'antd';
import { isApiError } from '../../../../api/api-error';
import { failureText } from '../../shared/server-field-errors';
import { formFieldOf } from './channel-form-values';

/** The channel form's top-level fields. */
const CHANNEL_FIELDS: readonly string[] = ['name', 'description', 'enabled', 'settings', 'secret'];

export interface ChannelFailure {
  /** The words for the form's alert. */
  message: string;
  /** The template language the first refused template belongs to, so its tab can be shown. */
  language: CoreLanguage | null;
}

/**
 * Puts the service's field problems under the (nested) fields they name, keeping every value the
 * user typed, and returns the text for the form's alert.
 */
export function showChannelServerErrors(
  form: FormInstance,
  error: unknown,
  fieldsOfForm: readonly string[] = CHANNEL_FIELDS,
): ChannelFailure {
  let language: CoreLanguage | null = null;
  if (isApiError(error)) {
    const fields = error.details
      .map((detail) => ({ name: formFieldOf(detail.field), errors: [detail.message] }))
      .filter((field) => fieldsOfForm.includes(String(field.name[0])));
    if (fields.length > 0) form.setFields(fields);
    const template = fields.find((field) => field.name[1] === 'templates');
    const named = template ? String(template.name[2]) : '';
    language = CORE_LANGUAGES.find((code) => code === named) ?? null;
  }
  return { message: failureText(error), language };
}
