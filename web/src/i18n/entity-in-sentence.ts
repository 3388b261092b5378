/**
 * An entity's display name inside a sentence ("No accounts yet."): English, Slovak and Czech
 * write common nouns in lower case there, German keeps its capitals. Only capitalised words
 * are lowered, so abbreviations (SLA, CRM) and names typed in lower case stay as they are.
 */
export function entityInSentence(label: string, language: string): string {
  if (language.toLowerCase().startsWith('de')) return label;
  return label
    .split(' ')
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase(language) : word))
    .join(' ');
}
