import type { MailMessage } from './mail-message';

export interface MailContent {
  to: string;
  subject: string;
  /** "Hallo Sanne,"; the greeting line. */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: readonly string[];
  /** The one thing the mail asks the reader to do: a link to a Klokwerk page. */
  action?: { label: string; url: string };
  /** Paragraphs after the button: how long the link works, what to do if it was not you. */
  closing?: readonly string[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const SIGNATURE = 'Met vriendelijke groet,\nKlokwerk';

/**
 * A Dutch mail as plain text and simple HTML with the same words. Names and company names come
 * from users, so everything is escaped in the HTML; the link is also written out in full, for
 * mail clients that show no buttons.
 */
export function composeMail(content: MailContent): MailMessage {
  const closing = content.closing ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...closing,
    SIGNATURE,
  ].join('\n\n');

  const p = (line: string) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const button = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#b04e1c;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="font-size:13px;color:#555555">Werkt de knop niet? Open dan deze link: ${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html lang="nl"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222222">',
    p(content.greeting),
    ...content.paragraphs.map(p),
    button,
    ...closing.map(p),
    p(SIGNATURE),
    '</body></html>',
  ].join('');

  return { to: content.to, subject: content.subject, text, html };
}

/** A link to a page of the web app, built from PUBLIC_URL (docs/operations.md). */
export function appLink(
  publicUrl: string,
  path: string,
  query: Record<string, string> = {},
): string {
  // Relative to PUBLIC_URL's own path, so a Klokwerk served under /klokwerk/ keeps that prefix.
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const url = new URL(path.replace(/^\/+/, ''), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
