/**
 * The sensor wizard's buttons: Cancel until the result; Back on Pairing; Next on Searching (once
 * a gateway was found) and Pairing; Register sensor on Submit; on the result, Install another
 * (after a success) and Close.
 */
import { Button } from '../../../../components/button';
import type { SensorWizardStep } from './state';

export function SensorWizardFooter({
  step,
  canPair,
  busy,
  succeeded,
  onCancel,
  onBack,
  onPair,
  onNext,
  onRegister,
  onAnother,
}: {
  step: SensorWizardStep;
  canPair: boolean;
  busy: boolean;
  succeeded: boolean;
  onCancel: () => void;
  onBack: () => void;
  onPair: () => void;
  onNext: () => void;
  onRegister: () => void;
  onAnother: () => void;
}) {
  return (
    <>
      {step < 3 ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      {step === 1 ? (
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      ) : null}
      {step === 0 ? (
        <Button onClick={onPair} disabled={!canPair}>
          Next
        </Button>
      ) : null}
      {step === 1 ? <Button onClick={onNext}>Next</Button> : null}
      {step === 2 ? (
        <Button onClick={onRegister} loading={busy}>
          Register sensor
        </Button>
      ) : null}
      {step === 3 ? (
        <>
          {succeeded ? (
            <Button variant="secondary" onClick={onAnother}>
              Install another
            </Button>
          ) : null}
          <Button onClick={onCancel}>Close</Button>
        </>
      ) : null}
    </>
  );
}
