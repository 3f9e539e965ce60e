/** Reads confirmation codes from the local stack's dev mailbox (GET /dev/mailbox?username=…). */
import type { MailKind, MailMessage } from '../../../infra/local/mailbox';

export async function mailbox(baseUrl: string, username: string): Promise<MailMessage[]> {
  const res = await fetch(`${baseUrl}/dev/mailbox?username=${encodeURIComponent(username)}`);
  if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
  const body = (await res.json()) as { messages: MailMessage[] };
  return body.messages;
}

/**
 * The newest code of one of `kinds` for `username`, skipping codes already seen (`notCode`).
 * Codes are captured as the emulator sends them, so poll a few times.
 */
export async function waitForCode(
  baseUrl: string,
  username: string,
  kinds: MailKind[],
  notCode?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const message = (await mailbox(baseUrl, username)).find((m) => kinds.includes(m.kind) && m.code !== notCode);
    if (message) return message.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kinds.join('/')} code for ${username} in the dev mailbox`);
}

/** A username nobody has used in this run: starts with a letter, no spaces. */
export const uniqueUsername = (prefix = 'grower') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The e-mails the local stack would have sent to `to` (the dev outbox: alerts and invitations), newest first. */
export async function outboxTo(baseUrl: string, to: string): Promise<{ subject: string | null; text: string }[]> {
  const res = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`dev outbox answered ${res.status}`);
  return (
    (await res.json()) as { messages: { channel: string; subject: string | null; text: string }[] }
  ).messages.filter((m) => m.channel === 'email');
}

/** The path of the invitation link in the newest invitation e-mail to `to` (/invite/inv_…), polling a while. */
export async function waitForInvitationLink(baseUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const m of await outboxTo(baseUrl, to)) {
      const link = /\/invite\/inv_[A-Za-z0-9_-]+/.exec(m.text);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation e-mail to ${to} in the dev outbox`);
}
