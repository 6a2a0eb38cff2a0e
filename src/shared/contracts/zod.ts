import { type core, z } from 'zod';
import { countOf } from '@/shared/plural.ts';

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid link starting with http:// or https://',
  uuid: 'Not a valid id',
  datetime: 'Enter a valid date and time',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * Every message a person may read is written for people: zod's own texts ("Too big: expected
 * string to have <=80 characters") never reach a form or an API answer. A schema's own message
 * still wins over these.
 */
function humanIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  if (issue.input === undefined) return 'Required';
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `At most ${countOf(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${countOf(max, 'item', 'items')}`;
      return `Must be at most ${max.toLocaleString('en-US')}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? 'Required' : `At least ${countOf(min, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At least ${countOf(min, 'item', 'items')}`;
      return `Must be at least ${min.toLocaleString('en-US')}`;
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Not in the expected format';
    case 'invalid_type':
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return 'Invalid value';
  }
}

// In the browser zod must not probe `new Function`: the CSP refuses eval, and Chromium reports the
// refusal as a violation on every page even though zod catches it. The server has no CSP and keeps
// the compiled parsers for the requests it validates.
z.config({ customError: humanIssueMessage, jitless: typeof document !== 'undefined' });

export { z };
