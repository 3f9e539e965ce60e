/** Step 3, Result: saved, or the failure with the server's reason. */
import { managementMessages } from '@shared/messages';
import { Banner } from '../../../../components/banner';
import type { ZoneRow } from '../../../../api/zones';

export function ZoneResultStep({ saved, error }: { saved: ZoneRow | undefined; error: Error | null }) {
  if (error) {
    return (
      <Banner tone="error">
        {managementMessages.zoneCreateError} <span className="muted">({error.message})</span>
      </Banner>
    );
  }
  return <Banner tone="success">Zone {saved?.zonename} was saved.</Banner>;
}
