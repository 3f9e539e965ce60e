/** Step 3, Result: registered, or why not (an id installed elsewhere, or any other failure). */
import { managementMessages } from '@shared/messages';
import { Banner } from '../../../../components/banner';
import type { Sensor } from '../../api/types';

export function ResultStep({ fieldName, saved, error }: { fieldName: string; saved: Sensor | undefined; error: Error | null }) {
  if (error) {
    return <Banner tone="error">{error.message === managementMessages.sensorTaken ? managementMessages.sensorTaken : managementMessages.registrationError}</Banner>;
  }
  return (
    <Banner tone="success">
      Sensor {saved?.alias || saved?.sensor_id} is registered on {fieldName}.
    </Banner>
  );
}
