/** Reading a received MIME message the way a mail client does: headers unfolded, parts decoded. */

export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Header names lower-cased, folded lines joined. */
function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function split(raw: string): MimePart {
  const at = raw.search(/\r?\n\r?\n/);
  const headerBlock = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  return { headers: parseHeaders(headerBlock), body };
}

function decode(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return part.body;
  const bytes = part.body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The message's headers and its leaf parts (text/plain, text/html, ...), bodies decoded. */
export function parseMime(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const message = split(raw);
  const leaves = (part: MimePart): MimePart[] => {
    const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
    if (!boundary) return [{ headers: part.headers, body: decode(part) }];
    return part.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((chunk) => leaves(split(chunk.replace(/^\r?\n/, ''))));
  };
  return { headers: message.headers, parts: leaves(message) };
}

/** The decoded body of the first part of a type, e.g. "text/html". */
export function partOf(raw: string, type: string): string | undefined {
  return parseMime(raw).parts.find((part) => part.headers['content-type']?.startsWith(type))?.body;
}
