import type { QuestionWire } from '@okmenu/contract';
import { describe, expect, it } from 'vitest';
import { validateAnswers } from '@okmenu/domain';
import { answerProblems, answersBody, scaleOf } from './answers.ts';
import { checkAnswers, questionRuleOf } from './check-answers.ts';

function question(overrides: Partial<QuestionWire> & Pick<QuestionWire, 'id' | 'type'>): QuestionWire {
  return {
    required: false,
    title: 'Q',
    help: null,
    min: null,
    max: null,
    step: null,
    min_label: null,
    max_label: null,
    multiple: false,
    options: [],
    max_length: null,
    ...overrides,
  };
}

const options = [
  { id: 1, label: 'Food' },
  { id: 2, label: 'Service' },
  { id: 3, label: 'Price' },
];
const questions = [
  question({ id: 10, type: 'text' }),
  question({ id: 11, type: 'slider', min: 0, max: 10 }),
  question({ id: 12, type: 'smile' }),
  question({ id: 13, type: 'choices', options }),
  question({ id: 14, type: 'choices', options, multiple: true }),
  question({ id: 15, type: 'rate', min: 1, max: 5 }),
  question({ id: 16, type: 'phone' }),
];

describe('the feedback answers sent to users/rate', () => {
  it('maps every question type to its wire value, keyed by question id', () => {
    const body = answersBody(questions, {
      10: '  Lovely tea  ',
      11: 7,
      12: 5,
      13: [2],
      14: [3, 1],
      15: 4,
      16: ' 50012345 ',
    });
    expect(body).toEqual({
      '10': 'Lovely tea',
      '11': 7,
      '12': 5,
      '13': [2],
      '14': [3, 1],
      '15': 4,
      '16': '50012345',
    });
  });

  it('leaves blank answers out, so the server decides what was required', () => {
    expect(answersBody(questions, { 10: '   ', 11: null, 13: [], 14: [], 16: '' })).toEqual({});
  });

  it('keeps one option for a single choice and drops ids that are not options', () => {
    expect(answersBody(questions, { 13: [1, 2], 14: [9, 2] })).toEqual({ '13': [1], '14': [2] });
  });

  it('sends a slider at zero and ignores answers to questions it does not know', () => {
    expect(answersBody(questions, { 11: 0, 99: 'x' })).toEqual({ '11': 0 });
  });

  it('reads the server’s field errors by question', () => {
    const problems = answerProblems(questions, [
      { path: 'body.answers.15', message: 'Question 15 must be answered' },
      { path: 'body.answers.16', message: 'The phone number is not valid' },
      { path: 'body.answers.11', message: 'must be between 0 and 10' },
      { path: 'body.answers.77', message: 'There is no question 77' },
      { path: 'body.branch_id', message: 'Unknown branch' },
    ]);
    expect([...problems]).toEqual([
      [15, 'required'],
      [16, 'phone'],
      [11, 'invalid'],
    ]);
  });

  it('fills in the scale bounds the server leaves out', () => {
    expect(scaleOf(question({ id: 1, type: 'slider' }))).toEqual({ min: 0, max: 10, step: 1 });
    expect(scaleOf(question({ id: 1, type: 'rate', min: 0, max: 10 }))).toEqual({ min: 0, max: 10, step: 1 });
  });
});

/* The page checks with the server's own rule before sending (issue 11): the same questions, the same problems. */
describe('checkAnswers', () => {
  const asked = [
    question({ id: 20, type: 'text', required: true, max_length: 5 }),
    question({ id: 21, type: 'phone' }),
    question({ id: 22, type: 'rate', required: true, min: 1, max: 5 }),
    question({ id: 23, type: 'choices', options, required: true }),
  ];

  it('names what is missing or wrong on the question the server would name', () => {
    const draft = { 20: 'far too long', 21: '12', 22: null, 23: [] };
    const found = checkAnswers(asked, draft, 'KW');
    expect(Object.fromEntries(found)).toEqual({ 20: 'invalid', 21: 'phone', 22: 'required', 23: 'required' });
    // The server's answer for the same body: validateAnswers on its rules, its paths as `body.answers.<id>`.
    const server = validateAnswers({
      questions: asked.map(questionRuleOf),
      answers: answersBody(asked, draft),
      country: 'KW',
    });
    const fields = server.ok ? [] : server.problems.map((p) => ({ path: `body.${p.path}`, message: p.message }));
    expect(answerProblems(asked, fields)).toEqual(found);
  });

  it('lets a complete set through, a local number read with the business country', () => {
    expect(checkAnswers(asked, { 20: 'Good', 21: '50012345', 22: 4, 23: [2] }, 'KW').size).toBe(0);
  });

  it('asks the same bounds of a slider as its control offers', () => {
    expect(questionRuleOf(question({ id: 30, type: 'slider', min: null, max: null, step: null }))).toEqual({
      id: 30,
      type: 'slider',
      required: false,
      min: 0,
      max: 10,
      step: 1,
    });
  });
});
