/** Step 3, Result: registered, or why not (an id installed elsewhere, a plan's limit, or any other failure). */
import { managementMessages } from '@shared/messages';
import { isSensorLimitMessage } from '@shared/plan-limits';
import { Banner } from '../../../../components/banner';
import type { Sensor } from '../../../../api/sensors';

export function ResultStep({
  fieldName,
  saved,
  error,
}: {
  fieldName: string;
  saved: Sensor | undefined;
  error: Error | null;
}) {
  if (error) {
    // The server's own words when they say what to do: the id is taken, or the plan is full.
    const known = error.message === managementMessages.sensorTaken || isSensorLimitMessage(error.message);
    return <Banner tone="error">{known ? error.message : managementMessages.registrationError}</Banner>;
  }
  return (
    <Banner tone="success">
      Sensor {saved?.alias || saved?.sensor_id} is registered on {fieldName}.
    </Banner>
  );
}
