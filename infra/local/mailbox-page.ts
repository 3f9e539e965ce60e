/** The dev mailbox as a small HTML page (local stack only). */
import type { MailMessage } from './mailbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mailboxPage(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(new Date(m.at).toLocaleString())}</td><td>${escape(m.username)}</td>` +
        `<td>${escape(m.email ?? '')}</td><td>${escape(m.kind)}</td><td class="code">${escape(m.code)}</td></tr>`,
    )
    .join('');
  const table =
    '<table><thead><tr><th>When</th><th>User</th><th>Email</th><th>Kind</th><th>Code</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`;
  const none = '<p><strong>No messages yet.</strong> Sign up or reset a password and the code appears here.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Dev mailbox · Fieldwise local</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1d2b22;background:#f7f7f2}h1{font-size:1.4rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:.5rem .75rem;border-bottom:1px solid #e3e6dd;text-align:left}
th{background:#255f3d;color:#fff}.code{font:600 1.1rem ui-monospace,monospace;letter-spacing:.1em}
p{color:#55625a}</style></head>
<body><h1>Dev mailbox</h1><p>Codes the local user pool would have emailed. Refreshes every 5 s. Local stack only.
Alerts (SMS and e-mail) are in the <a href="/dev/outbox/view">dev outbox</a>.</p>
${messages.length ? table : none}
</body></html>`;
}
