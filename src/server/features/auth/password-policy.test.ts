import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/lib/app-error.ts';
import { commonPasswords } from './common-passwords.ts';
import { assertAcceptablePassword, COMMON_PASSWORD_MESSAGE } from './password-policy.ts';

const refusal = (password: string, field?: string) => {
  try {
    assertAcceptablePassword(password, field);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, code: err.code, message: err.message, errors: err.errors };
  }
};

describe('assertAcceptablePassword', () => {
  it('takes 8 to 128 characters of anything, with no composition rules', () => {
    for (const password of [
      'abcdefgh',
      'y'.repeat(128),
      'zeilboot met 3 masten',
      '🦀🦀🦀🦀🦀🦀🦀🦀',
    ]) {
      expect(refusal(password)).toBeNull();
    }
  });

  it('refuses shorter and longer ones, naming the field', () => {
    expect(refusal('seven77')).toEqual({
      code: 'validation_failed',
      status: 400,
      message: 'Password must be at least 8 characters',
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect(refusal('y'.repeat(129), 'newPassword')?.errors).toEqual({
      newPassword: 'Password must be at most 128 characters',
    });
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['password123', 'PASSWORD123', 'Iloveyou1', 'qwertyuiop', 'sunshine1']) {
      expect(refusal(password)).toEqual({
        code: 'validation_failed',
        status: 400,
        message: COMMON_PASSWORD_MESSAGE,
        errors: { password: COMMON_PASSWORD_MESSAGE },
      });
    }
  });

  it('checks against a list of well over 10,000 common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThan(10_000);
  });
});
