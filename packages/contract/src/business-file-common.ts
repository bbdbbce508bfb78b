import { z } from 'zod';
import { localizedTextSchema } from './localized.ts';

/* The value rules, schedules and taxes every part of the business import file uses (business-file.ts). */

export const id = z.number().int().positive().max(2_147_483_647);
export const money = z.number().nonnegative().max(1_000_000_000);
const rate = z.number().min(0).max(100);
export const colour = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/, 'Expected a colour such as #6d557c or rgb(109,85,124)');
export const mediaPath = z
  .string()
  .max(500)
  .regex(/^(\/|https:\/\/)/, 'Expected an absolute path or an https URL');
const timeText = z.string().max(40);

export const shiftSchema = z.object({
  /** "09:00", "9:00 AM", an ISO date-time, or 24 meaning "always". */
  time_from: z.union([timeText, z.literal(24)]),
  time_to: timeText,
});
export const dayScheduleSchema = z.object({
  closed: z.boolean().default(false),
  shifts: z.array(shiftSchema).max(12).default([]),
});
/** Seven entries, Monday first. */
export const weekScheduleSchema = z.array(dayScheduleSchema).length(7);

export const branchAvailabilitySchema = z.object({
  status: z.boolean(),
  from: timeText.optional(),
  to: timeText.optional(),
});

export const branchVisibilitySchema = z.object({
  branch_id: id,
  visible: z.boolean().default(true),
  available: branchAvailabilitySchema.optional(),
});

export const taxSchema = z.object({ id, name: localizedTextSchema, rate });

export type WeekSchedule = z.infer<typeof weekScheduleSchema>;
