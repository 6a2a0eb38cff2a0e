import { z } from './zod.ts';

/** The longest text a field accepts, read from its schema through defaults, optionals and pipes. */
function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) {
    return maxLengthOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  return undefined;
}

/**
 * Each text field's `maxLength`, so a form's inputs stop where the server would refuse; the limit
 * lives once, in the contract.
 */
export function maxLengthsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape, number | undefined> {
  const entries = Object.entries(schema.shape).map(([field, fieldSchema]) => [
    field,
    maxLengthOf(fieldSchema as z.ZodType),
  ]);
  return Object.fromEntries(entries) as Record<keyof Shape, number | undefined>;
}
