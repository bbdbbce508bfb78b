import { foldText } from '@okmenu/domain';

/** A run of text that matches the query or not. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

const whitespace = /\s/;

/** A code point folded the way search folds text ('' for marks, tatweel; one space for any whitespace). */
function foldChar(char: string): string {
  return whitespace.test(char) ? ' ' : foldText(char);
}

/**
 * Folds a text code point by code point, keeping for each folded UTF-16 unit the index of the original
 * code point it came from, so a match found in the folded text maps back to the original characters.
 */
function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    if (!(part === ' ' && folded.endsWith(' '))) {
      folded += part;
      for (let unit = 0; unit < part.length; unit += 1) origins.push(index);
    }
    index += char.length;
  }
  return { folded, origins };
}

/** The end (exclusive) of the code point at `index`, stretched over the marks that follow it (tashkeel, accents). */
function endWithMarks(text: string, index: number): number {
  let end = index + (text.codePointAt(index)! > 0xffff ? 2 : 1);
  while (end < text.length) {
    const char = String.fromCodePoint(text.codePointAt(end)!);
    if (whitespace.test(char) || foldChar(char) !== '') break;
    end += char.length;
  }
  return end;
}

/**
 * Splits a text into matching and other runs for a query, matching every word of the query the way the server's
 * search does (`foldText`: case, Latin diacritics, Arabic tashkeel and letter variants are ignored), and marking the
 * original characters, diacritics included.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const terms = [...new Set(foldText(query).split(' ').filter(Boolean))];
  if (terms.length === 0 || text === '') return [{ text, match: false }];
  const { folded, origins } = foldWithOrigins(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const start = origins[at]!;
      const end = endWithMarks(text, origins[at + term.length - 1]!);
      marked.fill(true, start, end);
    }
  }
  const segments: HighlightSegment[] = [];
  let runStart = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index === text.length || marked[index] !== marked[runStart]) {
      segments.push({ text: text.slice(runStart, index), match: marked[runStart] ?? false });
      runStart = index;
    }
  }
  return segments;
}
