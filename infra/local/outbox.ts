/**
 * The dev-only alert outbox: every SMS and e-mail the alerts would have sent, exactly as the grower
 * would receive it, kept in memory and in `<dataDir>/outbox.json`, and printed on the console.
 * Served by the gateway at /dev/outbox (JSON, `?username=` for one grower) and /dev/outbox/view,
 * beside the dev mailbox. Never part of the AWS deployment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messenger } from '../../lambdas/alerts/adapters/messaging';
import { writeFileAtomicSync } from './atomic-file';

export interface OutboxMessage {
  at: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
}

const MAX_MESSAGES = 1000;

export class Outbox {
  private readonly file: string;
  private messages: OutboxMessage[] = [];

  constructor(
    dataDir: string,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.file = join(dataDir, 'outbox.json');
    try {
      if (existsSync(this.file)) this.messages = JSON.parse(readFileSync(this.file, 'utf8')) as OutboxMessage[];
    } catch {
      log(`The dev outbox file ${this.file} was unreadable; starting with an empty outbox.`);
    }
  }

  add(message: Omit<OutboxMessage, 'at'>): void {
    const entry = { at: new Date().toISOString(), ...message };
    this.messages = [entry, ...this.messages].slice(0, MAX_MESSAGES);
    writeFileAtomicSync(this.file, JSON.stringify(this.messages, null, 1));
    this.log(
      `${entry.channel === 'sms' ? '📱 SMS' : '✉  e-mail'} to ${entry.to}: ` +
        `${entry.subject ? `${entry.subject} — ` : ''}${entry.text.split('\n')[0]}`,
    );
  }

  /** Newest first; optionally only those to one address or phone number. */
  list(to?: string): OutboxMessage[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((m) => m.to.toLowerCase() === wanted);
  }

  /** The alerts' messenger that writes here instead of sending. */
  messenger(): Messenger {
    return {
      sms: async (to, text) => this.add({ channel: 'sms', to, subject: null, text }),
      email: async (to, subject, text) => this.add({ channel: 'email', to, subject, text }),
    };
  }
}
