/** Step 2, Submit: what will be saved. */
import { DEPTH_LAYERS } from '@shared/management/constants';
import { describeSystem } from '@shared/irrigation/describe';
import type { Field } from '../../api/types';
import { systemPayload } from './system-state';
import { layerRefillPoint, type ZoneWizardState } from './state';

export function SummaryStep({ state, field }: { state: ZoneWizardState; field: Field | undefined }) {
  const system = systemPayload(state.system, state.hadSystem);
  return (
    <dl className="summary">
      <dt>Zone</dt>
      <dd>{state.zoneName.trim()}</dd>
      <dt>Field</dt>
      <dd>
        {field?.field_name} ({field?.farm_name})
      </dd>
      <dt>Crop</dt>
      <dd>{state.cropType}</dd>
      <dt>Irrigation</dt>
      <dd>{system ? describeSystem(system) : 'No system set'}</dd>
      <dt>Refill share</dt>
      <dd>
        {state.refillShare}: refill at{' '}
        {DEPTH_LAYERS.map(
          ({ label, stored }) => `${layerRefillPoint(state.layers[stored], state.refillShare)} % (${label} cm)`,
        ).join(' · ')}
      </dd>
      {DEPTH_LAYERS.map(({ label, stored }) => (
        <div key={stored} style={{ display: 'contents' }}>
          <dt>
            {label} cm{state.interest === stored ? ' (primary)' : ''}
          </dt>
          <dd>
            {state.layers[stored].soil}: WP {state.layers[stored].wp} · FC {state.layers[stored].fc} · SAT{' '}
            {state.layers[stored].sat}
          </dd>
        </div>
      ))}
    </dl>
  );
}
