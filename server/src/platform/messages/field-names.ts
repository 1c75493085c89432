import type { CoreLanguage } from '@workbench/contracts';
import { hasMessage, translate } from './index';

/** What the error handler names a problem of the request as a whole after (Fastify's validation contexts). */
const ROOTS: Readonly<Record<string, string>> = {
  body: 'fieldPath.request',
  querystring: 'fieldPath.query',
  params: 'fieldPath.params',
  headers: 'fieldPath.headers',
};

/** Spreadsheet imports name a field of a row "row 3: email". */
const ROW_FIELD = /^row (\d+): (.*)$/;
const INDEX = /^\d+$/;
const SEPARATOR = ' › ';

/**
 * A field path of a problem ("texts.de-DE.msg.0.key", "image") as the caller reads it inside a
 * message: each name by its label in the caller's language, each list index as the entry's number
 * counted from 1 ("Texts › German › Message rows › entry 1 › Key"). A path with a name that has no
 * label (a key the caller made up, which no contract names) is "a field": a name in another
 * language, or in the code's, tells the reader less than an honest "something here".
 */
export function fieldName(language: CoreLanguage, field: string): string {
  const root = ROOTS[field];
  if (root) return translate(language, root);
  const row = ROW_FIELD.exec(field);
  if (row) {
    const inRow = row[2] ? `${SEPARATOR}${fieldName(language, row[2])}` : '';
    return `${translate(language, 'fieldPath.row', { row: row[1] ?? '' })}${inRow}`;
  }
  const names: string[] = [];
  for (const segment of field.split('.')) {
    if (INDEX.test(segment)) names.push(translate(language, 'fieldPath.entry', { number: Number(segment) + 1 }));
    else if (hasMessage(`fields.${segment}`)) names.push(translate(language, `fields.${segment}`));
    else return translate(language, 'fieldPath.unnamed');
  }
  return names.join(SEPARATOR);
}

/** The problems of a 400 answer as errors.validation lists them, each field named in the caller's language. */
export function problemsText(language: CoreLanguage, problems: readonly { field: string; message: string }[]): string {
  return problems
    .map(({ field, message }) =>
      field ? translate(language, 'validation.problem', { field: fieldName(language, field), message }) : message,
    )
    .join(translate(language, 'validation.problemSeparator'));
}
