/** Reading links out of mail text, for API tests and browser tests alike (no server imports). */

/** The first link to `path` in a mail's text, as the person reading it would click it. */
export function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w%-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

/** A raw MIME message's text as read: quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
