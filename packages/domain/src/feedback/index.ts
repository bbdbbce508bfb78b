export * from './questionnaire.ts';
export * from './validate-answers.ts';
export * from './averages.ts';
