import fc from 'fast-check';
import { createUnsubscribeToken, type UnsubscribeScope } from '@/server/lib/unsubscribe-token.ts';
import { TEST_SECRET } from '../app/build-app.ts';
import { fx } from './fixtures.ts';
import { shortText } from './values.ts';

/** The victim's real unsubscribe token, an expired one, and ones cut, altered or forged from it. */
export function unsubscribeTokens(scope: UnsubscribeScope = 'digest'): fc.Arbitrary<string> {
  const real = createUnsubscribeToken(TEST_SECRET, fx.victim.user.id, new Date(), scope);
  const [id, expires, signature] = real.split('.');
  const expired = createUnsubscribeToken(
    TEST_SECRET,
    fx.victim.user.id,
    new Date('2000-01-01'),
    scope,
  );
  return fc.oneof(
    fc.constant(real),
    fc.constant(expired),
    fc
      .tuple(fc.uuid(), fc.nat().map(String), shortText)
      .map(([uuid, time, forged]) => `${uuid}.${time}.${forged}`),
    fc.nat(real.length).map((cut) => real.slice(0, cut)),
    fc.oneof(fc.integer(), fc.string()).map((time) => `${id}.${time}.${signature}`),
    fc.constantFrom(
      '.',
      '..',
      '...',
      `${id}.`,
      `${id}.${expires}.`,
      `.${expires}.${signature}`,
      `${id}.${signature}`,
      `${real}.${signature}`,
    ),
  );
}
