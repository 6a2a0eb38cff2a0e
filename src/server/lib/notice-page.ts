import type { FastifyReply } from 'fastify';
import { escapeHtml } from './escape-html.ts';

export interface Notice {
  status: number;
  heading: string;
  text: string;
  links: { href: string; label: string }[];
  /** A button that POSTs to `action` (a plain form: the CSP allows no script). */
  form?: { action: string; label: string };
}

/**
 * A small server-rendered page for the few places a browser lands outside the app (a mail link,
 * a sign-in round trip) and must read what happened instead of a JSON body.
 */
export function sendNoticePage(
  reply: FastifyReply,
  { status, heading, text, links, form }: Notice,
) {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.label)}</button></form>`
    : '';
  const anchors = links
    .map(({ href, label }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
    .join(' · ');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)} · Beta Harbor</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${button}<p>${anchors}</p></body></html>`,
    );
}
