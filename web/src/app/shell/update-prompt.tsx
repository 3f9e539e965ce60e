/**
 * "New version available — Reload": shown when a new service worker (a deploy) is installed and
 * waiting. Reload lets it take over and loads the page again on the new files
 * (lib/pwa/register.ts); until then the page keeps running the version it started with.
 */
import { useSyncExternalStore } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../lib/i18n/use-t';
import { applyUpdate, subscribeUpdate, updateWaiting } from '../../lib/pwa/register';
import './update-prompt.css';

export function UpdatePrompt({ onReload }: { onReload?: () => void }) {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>{t('pwa.updateAvailable')}</span>
      <Button variant="primary" size="sm" onClick={() => applyUpdate(onReload)}>
        {t('pwa.updateReload')}
      </Button>
    </div>
  );
}
