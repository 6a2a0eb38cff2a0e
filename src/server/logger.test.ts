import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

describe('loggerOptions', () => {
  it('production logs JSON lines, even where pino-pretty is installed', () => {
    expect(loggerOptions({ logLevel: 'info', isProduction: true }, () => true)).toEqual({
      level: 'info',
    });
  });

  it('development pretty-prints through pino-pretty when it is installed', () => {
    expect(loggerOptions({ logLevel: 'debug', isProduction: false }, () => true)).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });

  it('development falls back to JSON lines without pino-pretty', () => {
    expect(loggerOptions({ logLevel: 'info', isProduction: false }, () => false)).toEqual({
      level: 'info',
    });
  });
});
