import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translate } from '../../../i18n/translate';

type Issue = z.core.$ZodIssue;

/** The user's words for a contract's complaint; the same rule the server applies, so both agree. */
export function describeIssue(issue: Issue, value: unknown): string {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty && (issue.code === 'invalid_type' || issue.code === 'too_small'))
    return translate('admin.validation.required');
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return translate('admin.validation.tooLong', { maximum: String(issue.maximum) });
  }
  // A contract names its own rule by a text key, whatever kind of check it is (refine, regex…).
  if (issue.message.startsWith('validation.')) {
    const key = `admin.${issue.message}`;
    const text = translate(key);
    if (text !== key) return text;
  }
  return translate('admin.validation.invalid');
}

/**
 * An antd form rule that checks a field with the contract's own schema for that field, so a form
 * refuses exactly what the server would refuse, in the user's language.
 */
export function zodRule(schema: z.ZodType, options: { required?: boolean } = {}): FormRule {
  return {
    required: options.required,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(describeIssue(issue, value));
    },
  };
}
