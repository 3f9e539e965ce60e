/** Step 3, Result: registered, or why not (an id installed elsewhere, a plan's limit, or any other failure). */
import { managementMessages } from '@shared/messages';
import { isSensorLimitMessage } from '@shared/plan-limits';
import { Banner } from '../../../../components/banner';
import { ApiError } from '../../../../api/client';
import type { Sensor } from '../../../../api/sensors';

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
  if (error) {
    // The server's own words when they say what to do: the id is taken, or the plan is full.
    const known =
      error.message === managementMessages.sensorTaken ||
      isSensorLimitMessage(error.message) ||
      (throughConnection && error instanceof ApiError && error.status < 500);
    return <Banner tone="error">{known ? error.message : managementMessages.registrationError}</Banner>;
  }
  return (
    <Banner tone="success">
      Sensor {saved?.alias || saved?.sensor_id} is registered on {fieldName}.
    </Banner>
  );
}
