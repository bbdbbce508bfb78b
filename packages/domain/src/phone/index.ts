export * from './validate-phone.ts';
