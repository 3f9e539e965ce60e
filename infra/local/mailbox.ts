/**
 * The dev-only mailbox: every code the local user pool would have emailed (sign-up, resend,
 * forgot password, attribute verification), kept in memory and in `<dataDir>/mailbox.json`, and
 * printed on the console. Served by the gateway at /dev/mailbox so people and e2e tests can
 * confirm accounts. Never part of the AWS deployment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomicSync } from './atomic-file';

export type MailKind = 'signup' | 'resend' | 'forgot' | 'attribute' | 'other';

export interface MailMessage {
  at: string;
  username: string;
  email: string | null;
  kind: MailKind;
  code: string;
}

const MAX_MESSAGES = 500;

export class Mailbox {
  private readonly file: string;
  private messages: MailMessage[];

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.file = join(dataDir, 'mailbox.json');
    this.messages = [];
    try {
      if (existsSync(this.file)) this.messages = JSON.parse(readFileSync(this.file, 'utf8')) as MailMessage[];
    } catch {
      // Old codes are a convenience, not data: an unreadable file (e.g. cut short) starts an empty mailbox.
      log(`The dev mailbox file ${this.file} was unreadable; starting with an empty mailbox.`);
    }
  }

  add(message: Omit<MailMessage, 'at'>): void {
    const entry = { at: new Date().toISOString(), ...message };
    this.messages = [entry, ...this.messages].slice(0, MAX_MESSAGES);
    // A stop mid-write never leaves half a file.
    writeFileAtomicSync(this.file, JSON.stringify(this.messages, null, 1));
    this.log(`✉  ${entry.kind} code for ${entry.username}${entry.email ? ` <${entry.email}>` : ''}: ${entry.code}`);
  }

  /** Newest first; optionally one user's (user names are case-insensitive, as in the pool). */
  list(username?: string): MailMessage[] {
    if (!username) return [...this.messages];
    const wanted = username.toLowerCase();
    return this.messages.filter((m) => m.username.toLowerCase() === wanted);
  }
}
