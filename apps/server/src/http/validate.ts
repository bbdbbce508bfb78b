import type { z } from 'zod';
import { AppError } from '../services/shared/errors.ts';

/** Parses request input with a contract schema; a failure is a 400 that lists every bad field. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'params' | 'query' | 'body' | 'headers',
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
    // zod's reason (invalid_type, too_small …): the web app translates codes, never the message.
    code: issue.code,
  }));
  throw new AppError(400, 'invalid_request', `Invalid ${where}: ${fields[0]?.path} ${fields[0]?.message}`, fields);
}
