export * from './localized.ts';
export {
  branchAvailabilitySchema,
  branchVisibilitySchema,
  dayScheduleSchema,
  shiftSchema,
  taxSchema,
  weekScheduleSchema,
  type WeekSchedule,
} from './business-file-common.ts';
export * from './business-file-menu.ts';
export * from './business-file-delivery.ts';
export * from './business-file.ts';
export * from './business-state.ts';
export * from './api-types.ts';
export * from './shell-timing.ts';
export * from './menu-calls.ts';
export * from './calc-order.ts';
export * from './accounts-calls.ts';
export * from './delivery-calls.ts';
export * from './contact-rules.ts';
export * from './address-fields.ts';
export * from './address-rules.ts';
export * from './order-calls.ts';
export * from './questionnaire.ts';
export * from './feedback-calls.ts';
export * from './venue-calls.ts';
export * from './operations-calls.ts';
export * from './reservation-calls.ts';
export * from './payment-calls.ts';
export * from './media-files.ts';
