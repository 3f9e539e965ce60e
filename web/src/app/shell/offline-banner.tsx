/**
 * Above every signed-in page while there is no network: "You are offline: showing data as of …",
 * and how many changes made offline are waiting to send (they go when the network returns).
 */
import { useSyncExternalStore } from 'react';
import { Banner } from '../../components/banner';
import { useT } from '../../lib/i18n/use-t';
import { useOnline } from '../../lib/pwa/online';
import { queuedChanges, subscribeQueue } from '../../lib/pwa/queue';
import { useDataAge } from '../../lib/pwa/use-data-age';

export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  const age = useDataAge();
  const waiting = useSyncExternalStore(subscribeQueue, queuedChanges).length;
  if (online && waiting === 0) return null;
  return (
    <Banner tone="warning" className="farm-banner offline-banner">
      <span>
        {online ? null : age ? t('pwa.offlineShowing', { when: age.when }) : t('pwa.offline')}
        {waiting > 0 ? <> {t('pwa.waitingToSend', { count: waiting })}</> : null}
      </span>
    </Banner>
  );
}
