export * from './drop-oldest.ts';
