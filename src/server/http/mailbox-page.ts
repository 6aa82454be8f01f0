import type { OutboxMessage } from '../../contract/system';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A code as text; a link (reset, e-mail confirmation) as a link to open. */
function codeCell(code: string | null): string {
  if (code === null) return '—';
  return /^https?:\/\//.test(code) ? `<a href="${escapeHtml(code)}">${escapeHtml(code)}</a>` : escapeHtml(code);
}

function row(message: OutboxMessage): string {
  const cells = [message.recipient, message.channel, message.locale].map(escapeHtml);
  const subject = `<td lang="${escapeHtml(message.locale)}">${escapeHtml(message.subject)}</td>`;
  const rest = [codeCell(message.code), escapeHtml(message.createdAt)].map((cell) => `<td>${cell}</td>`);
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}${subject}${rest.join('')}</tr>`;
}

/**
 * The demo mailbox: a static HTML page (no script, no inline style, so it passes the CSP) listing
 * the outbox so a person trying the demo can read their code. Refreshes itself every 5 seconds.
 */
export function renderMailbox(messages: readonly OutboxMessage[]): string {
  const body =
    messages.length === 0
      ? '<p>No messages yet. Sign in with a demo account and the code appears here.</p>'
      : `<table>
<caption>Newest first</caption>
<thead><tr><th scope="col">Recipient</th><th scope="col">Channel</th><th scope="col">Language</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Time (UTC)</th></tr></thead>
<tbody>
${messages.map(row).join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Demo mailbox · Owner Portal</title>
</head>
<body>
<main>
<h1>Demo mailbox</h1>
<p>Messages the portal would have sent by e-mail or text message. Demo mode only.</p>
${body}
</main>
</body>
</html>
`;
}
