import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

const PRETTY_PRINTER = 'pino-pretty';

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Production logs one JSON object per line, for log collectors. In development a person reads
 * them, so they are pretty-printed when pino-pretty (a dev dependency) is installed.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  canPrettyPrint = () => isInstalled(PRETTY_PRINTER),
): FastifyServerOptions['logger'] {
  if (config.isProduction || !canPrettyPrint()) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: PRETTY_PRINTER,
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
