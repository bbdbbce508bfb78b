/** Letters that are written in several ways and should match each other. */
const letterVariants: Record<string, string> = {
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ک: 'ك',
  ـ: '', // tatweel, a stretching stroke
};
const variantPattern = new RegExp(`[${Object.keys(letterVariants).join('')}]`, 'g');

/**
 * Folds text for matching: lower case, every combining mark removed after canonical decomposition
 * (é → e; Arabic tashkeel; the hamza of أ إ ؤ ئ and the madda of آ), Arabic letter variants unified
 * (ى → ي, ة → ه), tatweel dropped, spaces collapsed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(variantPattern, (letter) => letterVariants[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
