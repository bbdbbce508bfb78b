export * from './fold-text.ts';
export * from './rank-matches.ts';
