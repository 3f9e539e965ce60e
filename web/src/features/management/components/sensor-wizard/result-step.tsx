/** Step 3, Result: registered, or why not (an id installed elsewhere, a plan's limit, or any other failure). */
import { SENSOR_LIMIT_KEYS } from '@shared/plan-limits';
import { Banner } from '../../../../components/banner';
import { ApiError, isRefusal } from '../../../../api/client';
import type { Sensor } from '../../../../api/sensors';
import { useT } from '../../../../lib/i18n/use-t';

export function ResultStep({
  fieldName,
  saved,
  error,
  throughConnection = false,
}: {
  fieldName: string;
  saved: Sensor | undefined;
  error: Error | null;
  /** Registered through a LoRaWAN connection: a refusal names the device and why (taken, being paired). */
  throughConnection?: boolean;
}) {
  const t = useT();
  if (error) {
    // The server's own words when they say what to do: the id is taken, or the plan is full.
    const known =
      isRefusal(error, 'refusals.sensorTaken') ||
      SENSOR_LIMIT_KEYS.some((key) => isRefusal(error, key)) ||
      (throughConnection && error instanceof ApiError && error.status < 500);
    return <Banner tone="error">{known ? error.message : t('management.registrationError')}</Banner>;
  }
  return (
    <Banner tone="success">
      {t('management.sensorRegistered', { name: saved?.alias || saved?.sensor_id || '', field: fieldName })}
    </Banner>
  );
}
