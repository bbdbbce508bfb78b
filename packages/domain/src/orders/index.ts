export * from './order-status.ts';
export * from './delivery-payment.ts';
