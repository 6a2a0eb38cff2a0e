import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants.ts';

const require = createRequire(import.meta.url);

let common: ReadonlySet<string> | undefined;

/**
 * The 49,233 passwords attackers try first (zxcvbn-ts's list, from leaked password sets), lower
 * case. Read on first use rather than at start, and synchronously so the policy stays a plain
 * check: about 30 ms and 4 MB once per process, and none at all on a server that only sees
 * single sign-on. Entries shorter than the minimum length are left out: they are refused anyway.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<'passwords-common', string[]>;
    };
    common = new Set(
      dictionary['passwords-common']
        .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
        .map((password) => password.toLowerCase()),
    );
  }
  return common;
}
