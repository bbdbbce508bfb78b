export * from './conversions.ts';
