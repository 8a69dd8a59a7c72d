/** Database ids in paths and query strings, and in JSON bodies. */
import { z } from 'zod';
import { createTextSchema } from './text.ts';

// Ids are PostgreSQL `serial` (int4): anything larger cannot exist and must not reach a query.
const PG_INT_MAX = 2_147_483_647;

/**
 * A numeric database id written in decimal digits; anything else is a 400 naming the parameter.
 * Not `z.coerce.number()`: it reads `0x10` as 16 and ` 1` as 1, so one resource had many addresses.
 */
export function createIdSchema(label: string) {
  const message = `${label} must be a positive whole number`;
  return createTextSchema({ label, error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(PG_INT_MAX, message));
}

/** A database id in a JSON body: a whole number within `serial`'s range. */
export function createBodyIdSchema(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive whole number`)
    .max(PG_INT_MAX, `${label} must be a positive whole number`);
}
