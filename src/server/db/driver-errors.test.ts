import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDataException } from './driver-errors.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection'), { code: '57P01' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Failed query: select 1', { cause: new Error('Connection terminated') }),
    new Error('Failed query: select 1', {
      cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    }),
  ])('knows an unreachable database: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    Object.assign(new Error('duplicate key value'), { code: '23505' }),
    new Error('syntax error at or near "selec"'),
    // A browser that went away in the middle of sending its body: its own socket, not the database.
    Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
    Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
    null,
  ])('leaves other failures alone: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDataException', () => {
  it('knows a value the database refused, however deep the driver put it', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    expect(isDataException(new Error('Failed query', { cause: nul }))).toBe(true);
    expect(isDataException(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDataException(Object.assign(new Error('division by zero'), { code: '22012' }))).toBe(
      false,
    );
  });
});
