export * from './orderable.ts';
