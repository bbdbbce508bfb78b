export * from './reservation-status.ts';
export * from './reservation-settings.ts';
export * from './table-fit.ts';
export * from './reservation-slots.ts';
