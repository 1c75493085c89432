/**
 * A message catalogue: key → text, with "{name}" placeholders filled from the message params.
 * Every language file holds the same keys (a test checks it); modules add their own keys,
 * prefixed with their area (e.g. "identity.", "favourites.").
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The messages of one area in the three core languages, kept together in the area's own file. */
export type AreaMessages = Readonly<Record<'zh-Hans' | 'en' | 'de-DE', MessageCatalogue>>;
