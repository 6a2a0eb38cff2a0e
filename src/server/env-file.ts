import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` (when there is one) into the environment before the configuration is parsed.
 * A variable the real environment already sets keeps its value, so a deployment's own settings
 * win over a file left in the checkout. Answers the names the file supplied.
 */
export function loadEnvFile(file = '.env', env: NodeJS.ProcessEnv = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const supplied: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    supplied.push(name);
  }
  return supplied;
}
