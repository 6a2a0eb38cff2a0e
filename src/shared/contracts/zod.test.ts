import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('validation messages', () => {
  it.each([
    [z.string().max(80), 'é'.repeat(81), 'At most 80 characters'],
    [z.string().max(1), 'ab', 'At most 1 character'],
    [z.string().max(10_000), 'x'.repeat(10_001), 'At most 10,000 characters'],
    [z.string().min(8), 'short', 'At least 8 characters'],
    [z.string().min(1), '', 'Required'],
    [z.string(), undefined, 'Required'],
    [z.string(), 42, 'Must be text'],
    [z.number().int().max(100), 101, 'Must be at most 100'],
    [z.array(z.string()).max(1), ['a', 'b'], 'At most 1 item'],
    [z.array(z.string()).max(5), ['a', 'b', 'c', 'd', 'e', 'f'], 'At most 5 items'],
    [z.number().int().min(1), 0, 'Must be at least 1'],
    [z.email(), 'not-an-address', 'Enter a valid e-mail address'],
    [z.uuid(), 'nope', 'Not a valid id'],
    [z.enum(['Web', 'Mobile']), 'Desktop', 'Choose one of: Web, Mobile'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unknown field: b'],
  ])('%# says it as a person would', (schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('never shows zod’s own wording', () => {
    const message = messageOf(z.string().max(80), 'x'.repeat(200)) ?? '';
    expect(message).not.toMatch(/Too big|expected|<=/);
  });

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().min(1, 'Phone is required'), '')).toBe('Phone is required');
  });
});
