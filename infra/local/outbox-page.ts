/** The dev outbox as a small HTML page (local stack only): each SMS and e-mail as the grower sees it. */
import type { OutboxMessage } from './outbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map((m) => {
      const channel = `<span class="chan">${m.channel === 'sms' ? 'SMS' : 'E-mail'}</span>`;
      const when = escape(new Date(m.at).toLocaleString());
      const subject = m.subject ? `<div class="subject">${escape(m.subject)}</div>` : '';
      const meta = `<div class="meta">${channel} to <strong>${escape(m.to)}</strong> · ${when}</div>`;
      return `<li class="msg ${m.channel}">${meta}
${subject}<pre>${escape(m.text)}</pre></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Dev outbox · Fieldwise local</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1d2b22;background:#f7f7f2}
h1{font-size:1.4rem}p{color:#55625a}
ul{list-style:none;padding:0;max-width:44rem}
.msg{background:#fff;border:1px solid #e3e6dd;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 .75rem}
.sms pre{background:#e7f3ea;border-radius:1rem;padding:.6rem .9rem;display:inline-block;max-width:28rem}
.meta{font-size:.85rem;color:#55625a}.chan{font-weight:600;color:#255f3d}.subject{font-weight:600;margin:.4rem 0}
pre{white-space:pre-wrap;font:inherit;margin:.4rem 0 0}a{color:#255f3d}</style></head>
<body><h1>Dev outbox</h1><p>The SMS and e-mail alerts would have sent, as the grower receives them.
Refreshes every 5 s. Local stack only. <a href="/dev/mailbox/view">Dev mailbox</a></p>
${
  messages.length
    ? `<ul>${items}</ul>`
    : '<p><strong>No messages yet.</strong> When a sensor’s zone dries below ' +
      'its refill point, its SMS appears here.</p>'
}
</body></html>`;
}
