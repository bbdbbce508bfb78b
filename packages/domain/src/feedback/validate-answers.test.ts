import { describe, expect, it } from 'vitest';
import type { QuestionRule } from './questionnaire.ts';
import { validateAnswers } from './validate-answers.ts';

const questions: QuestionRule[] = [
  { id: 1, type: 'text', required: false, max_length: 10 },
  { id: 2, type: 'slider', required: false, min: 0, max: 10 },
  { id: 3, type: 'smile', required: true },
  { id: 4, type: 'choices', required: false, multiple: false, options: [{ id: 1 }, { id: 2 }] },
  { id: 5, type: 'choices', required: false, multiple: true, options: [{ id: 1 }, { id: 2 }, { id: 3 }] },
  { id: 6, type: 'rate', required: false, min: 1, max: 5 },
  { id: 7, type: 'phone', required: false },
];

const check = (answers: Record<string, unknown>) => validateAnswers({ questions, answers, country: 'KW' });

describe('validating feedback answers', () => {
  it('accepts an answer of every type and stores phones in E.164', () => {
    const result = check({ 1: ' Nice ', 2: 7, 3: 5, 4: 2, 5: [1, 3], 6: 4, 7: '50012345' });
    expect(result).toEqual({
      ok: true,
      answers: { 1: 'Nice', 2: 7, 3: 5, 4: 2, 5: [1, 3], 6: 4, 7: '+96550012345' },
    });
  });

  it('refuses an answer to a question the questionnaire does not have', () => {
    expect(check({ 3: 4, 99: 'x' })).toEqual({
      ok: false,
      problems: [{ path: 'answers.99', code: 'unknown_question', message: 'There is no question 99' }],
    });
  });

  it('refuses a value of the wrong type, naming the question', () => {
    const result = check({ 2: 'seven', 3: 4 });
    expect(result.ok === false && result.problems[0]).toMatchObject({ path: 'answers.2', code: 'wrong_type' });
  });

  it('refuses values out of a slider, rate or smile range', () => {
    const result = check({ 2: 11, 3: 0, 6: 6 });
    expect(result.ok === false && result.problems.map((p) => [p.path, p.code])).toEqual([
      ['answers.2', 'out_of_range'],
      ['answers.3', 'out_of_range'],
      ['answers.6', 'out_of_range'],
    ]);
  });

  it('refuses a fractional rating and an option that is not offered', () => {
    const result = check({ 3: 4, 6: 3.5, 4: 9 });
    expect(result.ok === false && result.problems.map((p) => p.path)).toEqual(['answers.4', 'answers.6']);
  });

  it('refuses several options for a single choice and a repeated option', () => {
    const result = check({ 3: 4, 4: [1, 2], 5: [1, 1] });
    expect(result.ok === false && result.problems.map((p) => [p.path, p.code])).toEqual([
      ['answers.4', 'wrong_type'],
      ['answers.5', 'wrong_type'],
    ]);
  });

  it('refuses text longer than the question allows', () => {
    const result = check({ 1: 'x'.repeat(11), 3: 4 });
    expect(result.ok === false && result.problems[0]).toMatchObject({ path: 'answers.1', code: 'too_long' });
  });

  it('refuses a phone number as everywhere else, with the parser error', () => {
    const result = check({ 3: 4, 7: '12' });
    expect(result.ok === false && result.problems[0]).toMatchObject({ path: 'answers.7', code: 'invalid_phone' });
  });

  it('names a required question left unanswered or empty', () => {
    expect(check({})).toMatchObject({ ok: false, problems: [{ path: 'answers.3', code: 'required' }] });
    expect(check({ 3: null })).toMatchObject({ ok: false, problems: [{ path: 'answers.3', code: 'required' }] });
  });

  it('leaves out empty answers to optional questions', () => {
    expect(check({ 1: '  ', 3: 1, 5: [] })).toEqual({ ok: true, answers: { 3: 1 } });
  });
});
