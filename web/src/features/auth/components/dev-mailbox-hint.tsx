import { runtimeConfig } from '../../../lib/runtime-config';
import { useT } from '../../../lib/i18n/use-t';

function devMailboxUrl(username: string): string | undefined {
  try {
    const base = runtimeConfig().devMailboxUrl;
    if (!base) return undefined;
    return username ? `${base}${base.includes('?') ? '&' : '?'}username=${encodeURIComponent(username)}` : base;
  } catch {
    return undefined;
  }
}

/** Local stack only (the config names a dev mailbox): where the emailed code can be read. */
export function DevMailboxHint({ username }: { username: string }) {
  const t = useT();
  const url = devMailboxUrl(username);
  if (!url) return null;
  return (
    <p className="dev-hint">
      {t.rich('auth.devMailbox', {
        link: (chunks) => (
          <a href={url} target="_blank" rel="noreferrer">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
