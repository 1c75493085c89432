const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with an application's dictionaries, compared with its reference (English): a key
 * missing or extra in a language, an empty text, or placeholders that differ. Empty when complete.
 */
export function dictionaryProblems(
  dictionaries: Readonly<Record<string, Readonly<Record<string, string>>>>,
  reference: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  const wanted = Object.keys(reference);
  for (const [language, dictionary] of Object.entries(dictionaries)) {
    for (const key of wanted) if (!Object.hasOwn(dictionary, key)) problems.push(`${language} ${key}: missing`);
    for (const [key, text] of Object.entries(dictionary)) {
      if (!Object.hasOwn(reference, key)) problems.push(`${language} ${key}: not in the reference`);
      else if (placeholdersOf(text).join() !== placeholdersOf(reference[key] ?? '').join())
        problems.push(`${language} ${key}: placeholders ${placeholdersOf(text).join()}`);
      if (text.trim() === '') problems.push(`${language} ${key}: empty`);
    }
  }
  return problems;
}
