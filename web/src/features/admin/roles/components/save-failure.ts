import type { FormInstance } from 'antd';
import { isApiError } from '../../../../api/api-error';
import type { EditorFailure } from '../../shared/editor/use-editor-form';
import { showServerErrors } from '../../shared/server-field-errors';
import type { RoleBasics } from '../model/role-draft';

export interface RoleSaveFailure extends EditorFailure {
  /** Whether a message now sits under the name or description, so the editor shows that tab. */
  onBasics: boolean;
}

const BASICS_FIELDS = new Set(['name', 'description']);

/**
 * Why a save was refused, placed where the user can act on it: field problems under their fields,
 * the rest (the grant lists, the members have no input of their own) listed in the editor's
 * alert. A 409 is a taken name (the only thing unique about a role), so its message goes under
 * the name as well.
 */
export function presentSaveFailure(form: FormInstance<RoleBasics>, error: unknown): RoleSaveFailure {
  const message = showServerErrors(form, error, { conflictField: 'name' });
  if (!isApiError(error)) return { message, details: [], onBasics: false };
  const onBasics =
    error.status === 409 || error.details.some((detail) => BASICS_FIELDS.has(detail.field.split('.')[0] ?? ''));
  const details = error.details
    .filter((detail) => !BASICS_FIELDS.has(detail.field.split('.')[0] ?? ''))
    .map((detail) => detail.message);
  return { message, details, onBasics };
}
