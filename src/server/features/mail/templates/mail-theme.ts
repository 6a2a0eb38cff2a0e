import type { CSSProperties } from 'react';

/** The product's light theme (src/client/styles.css), inlined: mail clients drop style sheets. */
export const mailColours = {
  primary: '#3b36c4',
  primaryForeground: '#ffffff',
  secondary: '#eef0ff',
  secondaryForeground: '#2a2580',
  background: '#f1f5f9',
  card: '#ffffff',
  foreground: '#0f172a',
  muted: '#475569',
  border: '#e2e8f0',
  /** Darker than border: it must show against the quote's grey. */
  quoteBorder: '#94a3b8',
} as const;

const fontFamily =
  '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const mailText: CSSProperties = {
  fontFamily,
  fontSize: '16px',
  lineHeight: '24px',
  color: mailColours.foreground,
  margin: '0 0 16px',
};

export const mailSmallText: CSSProperties = {
  ...mailText,
  fontSize: '13px',
  lineHeight: '20px',
  color: mailColours.muted,
};

export const mailLink: CSSProperties = {
  color: mailColours.primary,
  textDecoration: 'underline',
};

/**
 * Inherited by everything inside the mail: a word longer than the line (a 500-character name, a
 * link) breaks instead of widening the mail past a phone's screen.
 */
export const wrapLongWords: CSSProperties = {
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
};

/** A boxed block with a coloured edge: a listing in the digest, someone's words in a notification. */
export const mailPanel = (edge: string, fill: string): CSSProperties => ({
  borderLeft: `3px solid ${edge}`,
  backgroundColor: fill,
  borderRadius: '6px',
  padding: '10px 14px',
  margin: '0 0 12px',
});

export { fontFamily as mailFontFamily };
