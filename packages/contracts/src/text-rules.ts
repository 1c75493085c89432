import { z } from 'zod';

/**
 * Control characters in text a caller sends. No keyboard types them and no page shows them; they
 * only arrive from a fault or an attack, and NUL (U+0000) cannot even be stored: PostgreSQL's text
 * refuses it, which turned such a request into a failed query instead of an answer.
 *
 * Two kinds of field, decided per field:
 * - single-line (ids, names, codes, user names, card numbers, passwords, tokens, addresses,
 *   filters, sorting, languages): every C0 control character (U+0000–U+001F) and DEL (U+007F) is
 *   refused, tab and line breaks included: a name with a line break in it is a mistake.
 * - multi-line (free text such as descriptions and notification values, pictures in base64, which
 *   encoders wrap): tab, line feed and carriage return are allowed, the others refused.
 *
 * The service refuses the multi-line kind's characters in every string of every body, query and
 * route parameter, whatever its schema says (server/src/platform/validation.ts), so a field that
 * forgets its builder is still safe; the builders below add the stricter single-line rule and let
 * the portal's forms say the same thing before anything is sent.
 */
export type TextKind = 'singleLine' | 'multiLine';

/** The message key of a refused control character (the service and the portal translate it). */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

/**
 * The characters each kind refuses, as one character class: C0 and DEL, the multi-line kind
 * without tab, line feed and carriage return. A regular expression walks long text (a picture in
 * base64 is 13 MB, checked on the server's event loop) several times faster than a loop over its
 * characters in JavaScript.
 */
const REFUSED: Readonly<Record<TextKind, RegExp>> = {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  singleLine: /[\u0000-\u001F\u007F]/,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  multiLine: /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/,
};

/** Whether the text holds a control character that this kind of field refuses. */
export function hasControlCharacters(text: string, kind: TextKind): boolean {
  return REFUSED[kind].test(text);
}

/**
 * A single-line text field: refuses every control character. Checked before trimming, so that a
 * NUL is reported as such and not as, say, a wrong length.
 */
export const singleLineText = () =>
  z.string().refine((text) => !hasControlCharacters(text, 'singleLine'), { message: CONTROL_CHARACTERS_MESSAGE });

/** A multi-line text field: tab and line breaks are allowed, other control characters refused. */
export const multiLineText = () =>
  z.string().refine((text) => !hasControlCharacters(text, 'multiLine'), { message: CONTROL_CHARACTERS_MESSAGE });
