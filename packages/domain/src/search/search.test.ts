import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';
import { rankMatches } from './rank-matches.ts';

describe('folding text for search', () => {
  it('ignores case and Latin diacritics', () => {
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
  });

  it('removes Arabic tashkeel and tatweel', () => {
    expect(foldText('شَاوَرْمَا')).toBe('شاورما');
    expect(foldText('شـــاي')).toBe('شاي');
  });

  it('unifies Arabic letter variants', () => {
    expect(foldText('أرز')).toBe(foldText('ارز'));
    expect(foldText('إفطار')).toBe('افطار');
    expect(foldText('آيس كريم')).toBe('ايس كريم');
    expect(foldText('حلوى')).toBe('حلوي');
    expect(foldText('سلطة')).toBe('سلطه');
  });
});

describe('ranking matches', () => {
  const entries = [
    { value: 'salad', names: ['Fattoush salad', 'سلطة فتوش'], descriptions: ['Crisp bread, sumac'] },
    { value: 'shawarma', names: ['Chicken shawarma', 'شاورما دجاج'], descriptions: ['With garlic sauce'] },
    { value: 'garlic', names: ['Garlic bread', 'خبز بالثوم'], descriptions: [] },
  ];

  it('puts a name match before a description match', () => {
    expect(rankMatches(entries, 'garlic')).toEqual(['garlic', 'shawarma']);
  });

  it('finds Arabic names with or without diacritics and letter variants', () => {
    expect(rankMatches(entries, 'شَاوِرما')).toEqual(['shawarma']);
    expect(rankMatches(entries, 'سلطه')).toEqual(['salad']);
  });

  it('matches words in any order', () => {
    expect(rankMatches(entries, 'shawarma chicken')).toEqual(['shawarma']);
  });

  it('finds nothing for an empty query', () => {
    expect(rankMatches(entries, '   ')).toEqual([]);
  });
});
