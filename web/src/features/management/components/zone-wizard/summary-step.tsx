/** Step 2, Submit: what will be saved, in the person's language and units. */
import { describeSystemIn, cropTypeKey, SOIL_TYPE_KEYS } from '@shared/i18n/labels/agronomy';
import { DEPTH_LAYERS } from '@shared/management/constants';
import type { Field } from '../../api/types';
import { useWords } from '../../../../lib/words';
import { systemPayload } from './system-state';
import { layerRefillPoint, percentValue, type ZoneWizardState } from './state';

export function SummaryStep({ state, field }: { state: ZoneWizardState; field: Field | undefined }) {
  const { t, f } = useWords();
  const system = systemPayload(state.system, state.hadSystem);
  const cropKey = cropTypeKey(state.cropType);
  const percent = (text: string) => {
    const n = percentValue(text, state.locale);
    return n === undefined ? text : f.number(n);
  };
  return (
    <dl className="summary">
      <dt>{t('management.summaryZone')}</dt>
      <dd>{state.zoneName.trim()}</dd>
      <dt>{t('management.field')}</dt>
      <dd>
        {field?.field_name} ({field?.farm_name})
      </dd>
      <dt>{t('management.summaryCrop')}</dt>
      <dd>{cropKey ? t(cropKey) : state.cropType}</dd>
      <dt>{t('management.summaryIrrigation')}</dt>
      <dd>
        {system
          ? describeSystemIn(system, {
              t,
              quantity: (q, si) => f.quantity(q, si),
              day: (d) => f.day(new Date(`${d}T12:00:00`)),
            })
          : t('management.summaryNoSystem')}
      </dd>
      <dt>{t('management.refillShare')}</dt>
      <dd>
        {t('management.summaryRefillAt', {
          share: f.number(Number(state.refillShare), 2),
          points: DEPTH_LAYERS.map(({ label, stored }) => {
            const point = layerRefillPoint(state.layers[stored], state.refillShare, state.locale);
            return `${point === undefined ? '–' : f.number(point)} % (${f.quantity('depth', label)})`;
          }).join(' · '),
        })}
      </dd>
      {DEPTH_LAYERS.map(({ label, stored }) => (
        <div key={stored} style={{ display: 'contents' }}>
          <dt>
            {f.quantity('depth', label)}
            {state.interest === stored ? ` ${t('management.primaryMark')}` : ''}
          </dt>
          <dd>
            {t('management.summaryLayer', {
              soil: t(SOIL_TYPE_KEYS[state.layers[stored].soil]),
              wp: percent(state.layers[stored].wp),
              fc: percent(state.layers[stored].fc),
              sat: percent(state.layers[stored].sat),
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
