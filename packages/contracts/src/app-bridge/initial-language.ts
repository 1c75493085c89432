import { languageSchema } from '../language-schema';
import { type Language, resolveLanguage } from '../languages';

/**
 * The language to speak before the shell's first context (and when none ever comes): the `lang`
 * the shell puts on the frame's address, else the language of a same-origin page that frames the
 * app (the portal's /Window page or a notification), else the browser's. So a sub-application in
 * a Chinese portal says "connecting" and "could not reach the workbench" in Chinese, too.
 */
export function initialLanguage(self: Window): Language {
  const fromAddress = languageSchema.safeParse(new URL(self.location.href).searchParams.get('lang'));
  if (fromAddress.success) return fromAddress.data;
  const fromParent = parentLanguage(self);
  if (fromParent) return fromParent;
  return resolveLanguage(self.navigator.languages?.join(',') || self.navigator.language);
}

function parentLanguage(self: Window): Language | undefined {
  if (self.parent === self) return undefined;
  try {
    // Reading another origin's document throws; only the portal's own origin gets this far.
    const parsed = languageSchema.safeParse(self.parent.document.documentElement.lang);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
