// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { withIntl } from './support/intl';
import type { Polygon } from '@shared/geo';
import { zonePayloadSchema } from '@shared/management/schemas';
import type { Field } from '../../../web/src/features/management/api/types';
import type { ZoneRow } from '../../../web/src/api/zones';
import { InfoStep } from '../../../web/src/features/management/components/zone-wizard/info-step';
import { ZoneResultStep } from '../../../web/src/features/management/components/zone-wizard/result-step';
import {
  canLeaveStep,
  initialZoneWizardState,
  layerRefillPoint,
  plotProblem,
  zonePayload,
  zoneWizardReducer as reduce,
  type ZoneWizardAction,
  type ZoneWizardState,
} from '../../../web/src/features/management/components/zone-wizard/state';
import { SummaryStep } from '../../../web/src/features/management/components/zone-wizard/summary-step';
import { formatFor } from '../../../web/src/lib/i18n/use-format';

afterEach(cleanup);

const square = (x0: number, y0: number, x1: number, y1: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ],
  ],
});
const field = (id: string, name: string, points = square(150, -34, 150.01, -33.99)) =>
  ({ field_id: id, field_name: name, farm_name: 'Home Farm', points }) as Field;
const fields = [field('F1', 'North'), field('F2', 'South')];
const run = (actions: ZoneWizardAction[], from: ZoneWizardState) => actions.reduce(reduce, from);
const fresh = () => initialZoneWizardState({ fields });

describe('zone wizard state (reducer)', () => {
  it('a new zone: first field (or the filtered one), Rice, Clay at every depth, primary layer 50', () => {
    const s = fresh();
    expect(s).toMatchObject({ step: 0, zoneName: '', fieldId: 'F1', cropType: 'Rice', interest: 50, polygon: null });
    expect(Object.values(s.layers)).toEqual(Array(3).fill({ soil: 'Clay', wp: '25', fc: '40', sat: '60' }));
    expect(initialZoneWizardState({ fields, defaultFieldId: 'F2' }).fieldId).toBe('F2');
  });
  it('an edit starts from the zone, reading soil types at 25/75/125 and percentages at 50/100/150', () => {
    const zone = {
      id: 'Z1',
      zonename: 'Zone A',
      field_id: 'F2',
      croptype: 'Wheat',
      interest_layer: 100,
      points: square(0, 0, 1, 1),
      soiltype_25: 'Loam',
      soiltype_75: 'Sand',
      soiltype_125: 'Clay',
      wpoint_50: 7,
      wpoint_100: 2,
      wpoint_150: 25,
      fcapacity_50: 20,
      fcapacity_100: 7,
      fcapacity_150: 40,
      saturation_50: 30,
      saturation_100: 30,
      saturation_150: 60,
    } as ZoneRow;
    const s = initialZoneWizardState({ fields, editing: zone, defaultFieldId: 'F1' });
    expect(s).toMatchObject({
      zoneName: 'Zone A',
      fieldId: 'F2',
      cropType: 'Wheat',
      interest: 100,
      polygon: zone.points,
    });
    expect(s.layers[100]).toEqual({ soil: 'Sand', wp: '2', fc: '7', sat: '30' });
  });
  it("choosing a soil type fills that depth with the soil's defaults, replacing typed values", () => {
    const s = run(
      [
        { type: 'percent', depth: 50, key: 'wp', value: '12' },
        { type: 'soil', depth: 50, soil: 'Loam' },
      ],
      fresh(),
    );
    expect(s.layers[50]).toEqual({ soil: 'Loam', wp: '7', fc: '20', sat: '30' });
    expect(s.layers[100]).toEqual({ soil: 'Clay', wp: '25', fc: '40', sat: '60' });
  });
  it('Info allows Next only with a valid name, a field and every percentage in 0 ≤ n < 100', () => {
    const named = reduce(fresh(), { type: 'name', value: 'Zone A' });
    expect(canLeaveStep(fresh(), fields[0])).toBe(false);
    expect(canLeaveStep(named, fields[0])).toBe(true);
    expect(canLeaveStep(named, undefined)).toBe(false);
    expect(canLeaveStep(reduce(named, { type: 'percent', depth: 100, key: 'sat', value: '100' }), fields[0])).toBe(
      false,
    );
    expect(canLeaveStep(reduce(named, { type: 'percent', depth: 100, key: 'sat', value: 'abc' }), fields[0])).toBe(
      false,
    );
    expect(canLeaveStep(reduce(named, { type: 'name', value: '1 zone' }), fields[0])).toBe(false);
  });
  it('Plot needs an outline inside the field', () => {
    const f = fields[0]!;
    expect(plotProblem(null, f)).toBe('Draw the zone inside the field (blue outline).');
    expect(plotProblem(square(150.002, -33.998, 150.004, -33.996), f)).toBeUndefined();
    expect(plotProblem(square(149.9, -34, 150.004, -33.996), f)).toBe('The zone must lie inside its field.');
    const plotted = run(
      [
        { type: 'step', step: 1 },
        { type: 'plot', polygon: square(150.002, -33.998, 150.004, -33.996) },
      ],
      fresh(),
    );
    expect(canLeaveStep(plotted, f)).toBe(true);
    expect(canLeaveStep(reduce(plotted, { type: 'plot', polygon: null }), f)).toBe(false);
  });
  it('only moves to a step that exists', () => {
    const s = fresh();
    expect(reduce(s, { type: 'step', step: 3 }).step).toBe(3);
    expect(reduce(s, { type: 'step', step: 4 })).toBe(s);
  });
  it('builds a payload the shared zone schema accepts, with the layers at their depths', () => {
    const s = run(
      [
        { type: 'name', value: ' Zone A ' },
        { type: 'soil', depth: 150, soil: 'Sand' },
        { type: 'interest', depth: 150 },
        { type: 'plot', polygon: square(150.002, -33.998, 150.004, -33.996) },
      ],
      fresh(),
    );
    const payload = zonePayload(s)!;
    const parsed = zonePayloadSchema.parse(payload);
    expect(parsed).toMatchObject({
      zoneName: 'Zone A',
      cropType: 'Rice',
      soilType25: 'Clay',
      soilType125: 'Sand',
      wiltingPoint150: 2,
      fieldCapacity150: 7,
      saturation150: 30,
      interest_layer: 150,
    });
    expect(zonePayload(fresh())).toBeNull();
  });
});

describe('zone wizard steps', () => {
  function Info({ editing }: { editing?: boolean }) {
    const [state, dispatch] = useReducer(reduce, { fields }, initialZoneWizardState);
    return <InfoStep state={state} fields={fields} fieldLocked={Boolean(editing)} dispatch={dispatch} />;
  }
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

  it('Info: a soil type fills its three percentages; an out-of-scale value says so', () => {
    render(withIntl(<Info />));
    fireEvent.change(screen.getByLabelText('Soil type at 25 cm'), { target: { value: 'Loam' } });
    expect([value('Wilting point at 25 cm'), value('Field capacity at 25 cm'), value('Saturation at 25 cm')]).toEqual([
      '7',
      '20',
      '30',
    ]);
    expect(value('Wilting point at 75 cm')).toBe('25');
    fireEvent.change(screen.getByLabelText('Saturation at 75 cm'), { target: { value: '100' } });
    expect(screen.getByText('Please enter a number between 0 - 100')).toBeTruthy();
    expect(screen.getByLabelText('Saturation at 75 cm').getAttribute('aria-invalid')).toBe('true');
  });
  it('Info: the name is checked once something is typed; the field is fixed when editing', () => {
    const { unmount } = render(withIntl(<Info />));
    expect(document.querySelector('.text-field__error')).toBeNull();
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: '1a' } });
    expect(document.querySelector('.text-field__error')?.textContent).toMatch(/\S/);
    expect((screen.getByLabelText('Field') as HTMLSelectElement).disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('Primary layer 125 cm'));
    expect((screen.getByLabelText('Primary layer 125 cm') as HTMLInputElement).checked).toBe(true);
    unmount();
    render(withIntl(<Info editing />));
    expect((screen.getByLabelText('Field') as HTMLSelectElement).disabled).toBe(true);
  });
  it('Submit: the summary names the field and farm and marks the primary layer', () => {
    const s = run(
      [
        { type: 'name', value: 'Zone A' },
        { type: 'interest', depth: 100 },
      ],
      fresh(),
    );
    render(withIntl(<SummaryStep state={s} field={fields[0]} />));
    expect(screen.getByText('North (Home Farm)')).toBeTruthy();
    expect(screen.getByText('75 cm (primary)')).toBeTruthy();
    expect(screen.getAllByText('Clay: WP 25 · FC 40 · SAT 60', { selector: 'dd' })).toHaveLength(3);
  });
  it('Result: saved, or the error with its reason', () => {
    const { rerender } = render(withIntl(<ZoneResultStep saved={{ zonename: 'Zone A' } as ZoneRow} error={null} />));
    expect(screen.getByText('Zone Zone A was saved.')).toBeTruthy();
    rerender(withIntl(<ZoneResultStep saved={undefined} error={new Error('field not found')} />));
    expect(screen.getByText('(field not found)')).toBeTruthy();
  });
});

describe('zone wizard: refill share', () => {
  const named = () => reduce(fresh(), { type: 'name', value: 'Zone A' });

  it('starts at the default share for a new zone and at the zone’s own share when editing', () => {
    expect(fresh().refillShare).toBe('0.5');
    const zone = {
      ...({ id: 'Z1', zonename: 'Zone A', field_id: 'F2', croptype: 'Wheat', interest_layer: 100 } as ZoneRow),
      refill_share: 0.35,
    };
    expect(initialZoneWizardState({ fields, editing: zone }).refillShare).toBe('0.35');
  });

  it('allows Next only with a share from 0.1 to 0.9', () => {
    for (const ok of ['0.1', '0.35', '0.9'])
      expect(canLeaveStep(reduce(named(), { type: 'refill', value: ok }), fields[0])).toBe(true);
    for (const bad of ['0.05', '0.95', '1', '', 'half', '1e-200'])
      expect(canLeaveStep(reduce(named(), { type: 'refill', value: bad }), fields[0])).toBe(false);
  });

  it('gives each depth its refill point between wilting point and field capacity', () => {
    // Clay: WP 25, FC 40. Share 0.3 → 25 + 0.3 × 15 = 29.5.
    expect(layerRefillPoint({ soil: 'Clay', wp: '25', fc: '40', sat: '60' }, '0.3')).toBe(29.5);
    expect(layerRefillPoint({ soil: 'Clay', wp: '25', fc: '40', sat: '60' }, '2')).toBeUndefined();
    expect(layerRefillPoint({ soil: 'Clay', wp: 'x', fc: '40', sat: '60' }, '0.3')).toBeUndefined();
  });

  it('sends the share in the payload, which the shared schema accepts', () => {
    const s = run(
      [
        { type: 'name', value: 'Zone A' },
        { type: 'refill', value: '0.3' },
        { type: 'plot', polygon: square(150.002, -33.998, 150.004, -33.996) },
      ],
      fresh(),
    );
    expect(zonePayloadSchema.parse(zonePayload(s)).refillShare).toBe(0.3);
  });

  it('Info shows the refill point at each depth and follows the typed share', () => {
    function Info() {
      const [state, dispatch] = useReducer(reduce, { fields }, initialZoneWizardState);
      return <InfoStep state={state} fields={fields} fieldLocked={false} dispatch={dispatch} />;
    }
    render(withIntl(<Info />));
    const points = () => document.querySelector('.refill-share__points')?.textContent;
    expect(points()).toBe('Refill point: 25 cm 32.5 % (primary) · 75 cm 32.5 % · 125 cm 32.5 %');
    fireEvent.change(screen.getByLabelText('Refill share'), { target: { value: '0.3' } });
    expect(points()).toContain('25 cm 29.5 %');
    fireEvent.change(screen.getByLabelText('Refill share'), { target: { value: '0.95' } });
    expect(screen.getByText('Please enter a share from 0.1 to 0.9')).toBeTruthy();
    expect(points()).toContain('25 cm –');
  });
});

describe('zone wizard in Spanish: the soil percentages take a decimal comma', () => {
  const es = formatFor('es', 'metric');
  const editing = {
    id: 'Z1',
    zonename: 'Zona A',
    field_id: 'F1',
    croptype: 'Rice',
    interest_layer: 50,
    points: square(150.002, -33.998, 150.004, -33.996),
    soiltype_25: 'Loam',
    soiltype_75: 'Clay',
    soiltype_125: 'Clay',
    wpoint_50: 7.5,
    wpoint_100: 25,
    wpoint_150: 25,
    fcapacity_50: 20.5,
    fcapacity_100: 40,
    fcapacity_150: 40,
    saturation_50: 30,
    saturation_100: 60,
    saturation_150: 60,
  } as ZoneRow;
  function Info() {
    const [state, dispatch] = useReducer(reduce, { fields, editing, f: es }, initialZoneWizardState);
    return (
      <>
        <InfoStep state={state} fields={fields} fieldLocked dispatch={dispatch} />
        <output data-testid="payload">
          {JSON.stringify(canLeaveStep(state, fields[0]) ? zonePayload(state) : null)}
        </output>
      </>
    );
  }
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
  const payload = () => JSON.parse(screen.getByTestId('payload').textContent ?? 'null') as Record<string, unknown>;

  it('shows a zone’s values with a comma, reads "12,5" as 12.5 and sends 12.5', () => {
    render(withIntl(<Info />, 'es'));
    expect([value('Punto de marchitez a 25 cm'), value('Capacidad de campo a 25 cm')]).toEqual(['7,5', '20,5']);
    fireEvent.change(screen.getByLabelText('Punto de marchitez a 25 cm'), { target: { value: '12,5' } });
    expect(screen.queryByText('Escribe un número entre 0 y 100')).toBeNull();
    // share 0.5 between 12.5 and 20.5 → 16.5, written the Spanish way
    expect(document.querySelector('.refill-share__points')?.textContent).toContain('25 cm 16,5 %');
    expect(payload()).toMatchObject({ wiltingPoint50: 12.5, fieldCapacity50: 20.5, saturation50: 30 });
    expect(zonePayloadSchema.safeParse(payload()).success).toBe(true);
  });
  it('still refuses what is no percentage, comma or not', () => {
    render(withIntl(<Info />, 'es'));
    for (const bad of ['100', '12,5,1', 'doce', '', '1e300']) {
      fireEvent.change(screen.getByLabelText('Saturación a 75 cm'), { target: { value: bad } });
      expect(screen.getByText('Escribe un número entre 0 y 100')).toBeTruthy();
      expect(payload()).toBeNull();
    }
  });
  it('the refill point and the summary read the locale’s decimal mark', () => {
    let s = initialZoneWizardState({ fields, editing, f: es });
    s = reduce(s, { type: 'percent', depth: 100, key: 'wp', value: '22,5' });
    expect(layerRefillPoint(s.layers[100], '0.5', 'es')).toBe(31.3);
    render(withIntl(<SummaryStep state={s} field={fields[0]} />, 'es'));
    expect(screen.getByText('Arcilloso: PM 22,5 · CC 40 · SAT 60', { selector: 'dd' })).toBeTruthy();
  });
});
