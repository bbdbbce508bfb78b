export * from './error-reporting.ts';
