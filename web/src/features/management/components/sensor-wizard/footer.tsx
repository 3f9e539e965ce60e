/**
 * The sensor wizard's buttons: Cancel until the result; Back on Pairing; Next on Searching (once
 * a gateway was found) and Pairing; Register sensor on Submit; on the result, Install another
 * (after a success) and Close.
 */
import { Button } from '../../../../components/button';
import type { SensorWizardStep } from './state';
import { useT } from '../../../../lib/i18n/use-t';

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
  const t = useT();
  return (
    <>
      {step < 3 ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('management.cancel')}
        </Button>
      ) : null}
      {step === 1 ? (
        <Button variant="secondary" onClick={onBack}>
          {t('management.back')}
        </Button>
      ) : null}
      {step === 0 ? (
        <Button onClick={onPair} disabled={!canPair}>
          {t('management.next')}
        </Button>
      ) : null}
      {step === 1 ? <Button onClick={onNext}>{t('management.next')}</Button> : null}
      {step === 2 ? (
        <Button onClick={onRegister} loading={busy}>
          {t('management.sensorRegister')}
        </Button>
      ) : null}
      {step === 3 ? (
        <>
          {succeeded ? (
            <Button variant="secondary" onClick={onAnother}>
              {t('management.installAnother')}
            </Button>
          ) : null}
          <Button onClick={onCancel}>{t('management.close')}</Button>
        </>
      ) : null}
    </>
  );
}
