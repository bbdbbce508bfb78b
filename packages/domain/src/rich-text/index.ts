export * from './rich-text.ts';
