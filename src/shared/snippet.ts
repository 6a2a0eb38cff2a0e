/** Long enough to read the gist of a message; its thread has the rest. */
const SNIPPET_LENGTH = 140;

/**
 * A message as a notification, a mail or a system banner shows it: one line, cut short. Cut
 * between characters, not UTF-16 units: half an emoji is not text, and PostgreSQL refuses the
 * JSON that carries it, after the message it stands for was saved.
 */
export function snippetOf(content: string): string {
  const characters = Array.from(content.replace(/\s+/g, ' ').trim());
  return characters.length > SNIPPET_LENGTH
    ? `${characters.slice(0, SNIPPET_LENGTH - 1).join('')}…`
    : characters.join('');
}
