/** Long enough to read the gist of a message; its thread has the rest. */
const SNIPPET_LENGTH = 140;

/** A message as a notification, a mail or a system banner shows it: one line, cut short. */
export function snippetOf(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text;
}
