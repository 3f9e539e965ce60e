/**
 * The zone wizard: Info → Plot → Submit → result; creates without a chosen zone, updates
 * otherwise. The state and its rules live in a reducer (./zone-wizard/state.ts); each step draws
 * itself.
 */
import { useReducer } from 'react';
import { Modal } from '../../../components/modal';
import { WizardFooter } from '../../../components/wizard-footer';
import { WizardSteps } from '../../../components/wizard-steps';
import { useSaveZone, type ZoneRow } from '../../../api/zones';
import type { Field } from '../api/types';
import { useWords } from '../../../lib/words';
import { usePolygonProblem } from './polygon-problem';
import { PlotStep } from './plot-step';
import { InfoStep } from './zone-wizard/info-step';
import { ZoneResultStep } from './zone-wizard/result-step';
import { SoilPointSuggestions } from './zone-wizard/soil-point-suggestions';
import {
  canLeaveStep,
  initialZoneWizardState,
  plotProblem,
  ZONE_WIZARD_STEPS,
  zonePayload,
  zoneWizardReducer,
} from './zone-wizard/state';
import { SummaryStep } from './zone-wizard/summary-step';

export function ZoneWizard({
  fields,
  editing,
  defaultFieldId,
  onClose,
}: {
  fields: Field[];
  editing?: ZoneRow;
  defaultFieldId?: string;
  onClose: () => void;
}) {
  const { t, f } = useWords();
  const problemOf = usePolygonProblem();
  const [state, dispatch] = useReducer(
    zoneWizardReducer,
    { fields, editing, defaultFieldId, f },
    initialZoneWizardState,
  );
  const save = useSaveZone();
  const field = fields.find((f) => f.field_id === state.fieldId);

  const submit = () => {
    const payload = zonePayload(state);
    if (!payload) return;
    save.mutate(
      { payload, fieldId: state.fieldId, zoneId: editing?.id },
      { onSettled: () => dispatch({ type: 'step', step: 3 }) },
    );
  };

  const footer = (
    <WizardFooter
      step={state.step}
      canNext={canLeaveStep(state, field)}
      busy={save.isPending}
      submitLabel={editing ? t('management.zoneSave') : t('management.zoneCreate')}
      onStep={(step) => dispatch({ type: 'step', step })}
      onSubmit={submit}
      onClose={onClose}
    />
  );

  return (
    <Modal
      open
      title={editing ? t('management.zoneEditTitle') : t('management.zoneNewTitle')}
      onClose={onClose}
      size="lg"
      footer={footer}
    >
      <WizardSteps steps={ZONE_WIZARD_STEPS.map((k) => t(k))} current={state.step} />
      {state.step === 0 ? (
        <InfoStep
          state={state}
          fields={fields}
          fieldLocked={Boolean(editing)}
          dispatch={dispatch}
          suggestions={editing ? <SoilPointSuggestions zoneId={editing.id} state={state} dispatch={dispatch} /> : null}
        />
      ) : null}
      {state.step === 1 ? (
        <PlotStep
          label={t('management.zoneDraw')}
          polygon={state.polygon}
          onChange={(polygon) => dispatch({ type: 'plot', polygon })}
          problem={problemOf(plotProblem(state.polygon, field, t))}
          done={(n) => t('management.zoneCornersInside', { count: n, field: field?.field_name ?? '' })}
          field={field?.points}
        />
      ) : null}
      {state.step === 2 ? <SummaryStep state={state} field={field} /> : null}
      {state.step === 3 ? <ZoneResultStep saved={save.data} error={save.error} /> : null}
    </Modal>
  );
}
