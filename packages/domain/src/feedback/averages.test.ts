import { describe, expect, it } from 'vitest';
import type { QuestionRule } from './questionnaire.ts';
import { summarizeQuestions, summarizeWeeks, weekStartOf } from './averages.ts';

const questions: QuestionRule[] = [
  { id: 1, type: 'rate', required: true, min: 1, max: 5 },
  { id: 2, type: 'choices', required: false, multiple: true, options: [{ id: 1 }, { id: 2 }] },
  { id: 3, type: 'text', required: false },
];

describe('feedback averages', () => {
  it('averages numeric questions and counts chosen options', () => {
    const summary = summarizeQuestions(questions, [
      { at: new Date(), answers: { 1: 5, 2: [1, 2], 3: 'good' } },
      { at: new Date(), answers: { 1: 4, 2: [2] } },
      { at: new Date(), answers: { 1: 4 } },
    ]);
    expect(summary).toEqual([
      { question_id: 1, count: 3, average: 4.33, options: null },
      { question_id: 2, count: 2, average: null, options: { 1: 1, 2: 2 } },
      { question_id: 3, count: 1, average: null, options: null },
    ]);
  });

  it('starts weeks on the local Monday', () => {
    // Sunday 22:30 UTC is already Monday in Kuwait.
    expect(weekStartOf(new Date('2026-11-22T22:30:00Z'), 'Asia/Kuwait')).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-22T22:30:00Z'), 'UTC')).toBe('2026-11-16');
  });

  it('groups answers by week, newest week first', () => {
    const weeks = summarizeWeeks({
      questions: questions.slice(0, 1),
      samples: [
        { at: new Date('2026-11-16T10:00:00Z'), answers: { 1: 2 } },
        { at: new Date('2026-11-24T10:00:00Z'), answers: { 1: 5 } },
        { at: new Date('2026-11-25T10:00:00Z'), answers: { 1: 4 } },
      ],
      timeZone: 'Asia/Kuwait',
    });
    expect(weeks.map((w) => [w.week, w.count, w.questions[0]?.average])).toEqual([
      ['2026-11-23', 2, 4.5],
      ['2026-11-16', 1, 2],
    ]);
  });
});
