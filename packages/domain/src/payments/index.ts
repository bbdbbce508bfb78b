export * from './payment-status.ts';
export * from './payment-methods.ts';
