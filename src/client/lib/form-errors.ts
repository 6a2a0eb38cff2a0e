import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseApiError } from './errors.ts';

/**
 * Shows the server's per-field messages (a 400's `errors`) under the matching fields, so a rule
 * only the server knows reads like any other validation message. Returns whether any matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const serverErrors = parseApiError(error)?.errors ?? {};
  let applied = false;
  for (const field of fields) {
    const message = serverErrors[field];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * Whether the server's refusal names one of these fields: it then shows under that field, and a
 * second copy above the form would only say it twice.
 */
export function isFieldRefusal(error: unknown, fields: readonly string[]): boolean {
  const serverErrors = parseApiError(error)?.errors ?? {};
  return fields.some((field) => Boolean(serverErrors[field]));
}

/**
 * The handler for a form's `onInput`: a refusal shown above the form answers what was sent, so
 * it goes away as soon as the person edits.
 */
export function clearRefusalOnEdit(mutation: { isError: boolean; reset: () => void }) {
  return () => {
    if (mutation.isError) mutation.reset();
  };
}
