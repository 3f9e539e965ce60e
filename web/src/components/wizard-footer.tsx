import { useT } from '../lib/i18n/use-t';
import { Button } from './button';

/**
 * The buttons of the four-step wizards (field and zone): Cancel; Back on steps 1 and 2;
 * Next while the step is valid on steps 0 and 1; the submit on step 2; Close on the result.
 */
export function WizardFooter({
  step,
  canNext,
  busy,
  submitLabel,
  onStep,
  onSubmit,
  onClose,
}: {
  step: number;
  canNext: boolean;
  busy: boolean;
  submitLabel: string;
  onStep: (step: number) => void;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const t = useT();
  // Its own key: React must not reuse the Cancel button (mid colour transition) for Close.
  if (step === 3)
    return (
      <Button key="close" onClick={onClose}>
        {t('common.close')}
      </Button>
    );
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        {t('common.cancel')}
      </Button>
      {step === 1 || step === 2 ? (
        <Button variant="secondary" onClick={() => onStep(step - 1)} disabled={busy}>
          {t('common.back')}
        </Button>
      ) : null}
      {step < 2 ? (
        <Button onClick={() => onStep(step + 1)} disabled={!canNext}>
          {t('common.next')}
        </Button>
      ) : (
        <Button onClick={onSubmit} loading={busy}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
