/**
 * The HTML part of an e-mail, made from its plain text: the document's language and title, one
 * paragraph per block, links as links, no images, styles or tracking. Screen readers announce it
 * in the right language, and mail programs that show only text have the plain part.
 */
export function mailHtml(text: string, subject: string, locale: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(linked).join('<br>\n')}</p>`);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(locale)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; max-width: 40em">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/** A line with its https/http URLs as links (the URL itself is the link text, so it reads the same). */
function linked(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
