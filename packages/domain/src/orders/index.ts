export * from './order-status.ts';
