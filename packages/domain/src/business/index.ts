export * from './public-state.ts';
