/** Step 3, Result: saved, or the failure with the server's reason (the server's words stay as sent). */
import { Banner } from '../../../../components/banner';
import type { ZoneRow } from '../../../../api/zones';
import { useT } from '../../../../lib/i18n/use-t';

export function ZoneResultStep({ saved, error }: { saved: ZoneRow | undefined; error: Error | null }) {
  const t = useT();
  if (error) {
    return (
      <Banner tone="error">
        {t('management.zoneCreateError')} <span className="muted">({error.message})</span>
      </Banner>
    );
  }
  return <Banner tone="success">{t('management.zoneSaved', { name: saved?.zonename ?? '' })}</Banner>;
}
