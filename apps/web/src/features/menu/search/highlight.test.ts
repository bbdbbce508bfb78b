import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('highlighting search matches', () => {
  it('marks a match whatever its case', () => {
    expect(highlightSegments('Chicken Shawarma', 'shaw')).toEqual([
      { text: 'Chicken ', match: false },
      { text: 'Shaw', match: true },
      { text: 'arma', match: false },
    ]);
  });

  it('marks the accented original for an unaccented query', () => {
    expect(marked('Crème brûlée', 'creme brulee')).toEqual(['Crème', 'brûlée']);
  });

  it('marks Arabic text with its tashkeel when the query has none, and the other way round', () => {
    expect(marked('شَاوَرْمَا دجاج', 'شاورما')).toEqual(['شَاوَرْمَا']);
    expect(marked('شاورما دجاج', 'شَاوِرما')).toEqual(['شاورما']);
  });

  it('matches Arabic letter variants (أ/ا, ة/ه, ى/ي) and ignores tatweel', () => {
    expect(marked('سلطة فتوش', 'سلطه')).toEqual(['سلطة']);
    expect(marked('أرز بالخلطة', 'ارز')).toEqual(['أرز']);
    expect(marked('شـــاي كرك', 'شاي')).toEqual(['شـــاي']);
  });

  it('marks every word of the query wherever it is', () => {
    expect(marked('Shawarma with chicken and more chicken', 'chicken shawarma')).toEqual([
      'Shawarma',
      'chicken',
      'chicken',
    ]);
  });

  it('keeps the text whole when nothing matches or the query is empty', () => {
    expect(highlightSegments('Tabbouleh', 'pizza')).toEqual([{ text: 'Tabbouleh', match: false }]);
    expect(highlightSegments('Tabbouleh', '  ')).toEqual([{ text: 'Tabbouleh', match: false }]);
  });

  it('joins the segments back into the original text', () => {
    const text = 'Fattoush  salad — سَلَطَة فتوش 🥗';
    expect(
      highlightSegments(text, 'سلطه salad')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});
