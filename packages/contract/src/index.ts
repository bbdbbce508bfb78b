export * from './localized.ts';
export * from './business-file.ts';
export * from './api-types.ts';
export * from './menu-calls.ts';
export * from './calc-order.ts';
export * from './accounts-calls.ts';
export * from './delivery-calls.ts';
export * from './order-calls.ts';
