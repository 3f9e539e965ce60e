/**
 * The contract types both ends at compile time (test/ is in tsconfig.json, so `tsc` checks this
 * file): an operation whose answer its route's schema does not allow fails, and so does a web call
 * with path parameters or a body its route does not take. Each `@ts-expect-error` below must find
 * its error: were the types loosened, the directive itself would fail `tsc`. The same answers are
 * checked against the schemas at run time, as the integration suite checks every real answer.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '@shared/contract';
import type { FieldView } from '@shared/management/views';
import { ok, type Operations } from '../../../lambdas/platform/http';
import type { CallInput } from '../../../web/src/api/call-types';
import type { Contract } from '@shared/contract';

const view: FieldView = {
  field_id: 'fld_1',
  field_name: 'North Block',
  farm_name: 'Riverbend Farm',
  crop_type: 'Corn',
  points: {
    type: 'Polygon',
    coordinates: [
      [
        [146, -34],
        [146.1, -34],
        [146.1, -34.1],
        [146, -34],
      ],
    ],
  },
  coordinates: [
    { lat: -34, lng: 146 },
    { lat: -34, lng: 146.1 },
    { lat: -34.1, lng: 146.1 },
  ],
  created_at: '2026-01-01T00:00:00Z',
  frost_threshold_c: 2,
};

type FieldOps = Operations<'fields'>;
type FormulaOps = Operations<'sensor-formulas'>;

describe('answers, typed by the contract', () => {
  it('accepts an operation answering its schema, and refuses wrong shapes (type check)', async () => {
    const right: FieldOps['getField'] = async () => ok({ data: view, err: null });
    // @ts-expect-error the older routes answer `err: null` beside the data, never a message.
    const errText: FieldOps['getField'] = async () => ok({ data: view, err: 'oops' });
    // @ts-expect-error a field's id is a string.
    const wrongType: FieldOps['getField'] = async () => ok({ data: { ...view, field_id: 7 }, err: null });
    const { frost_threshold_c: _dropped, ...withoutFrost } = view;
    // @ts-expect-error every field answers its frost threshold.
    const missing: FieldOps['getField'] = async () => ok({ data: withoutFrost, err: null });
    // @ts-expect-error the list is `data.data` on the v2 route.
    const flat: FieldOps['listFieldsV2'] = async () => ok({ data: [view] });
    // @ts-expect-error a recompute job's status is one of queued, running, done, failed.
    const badStatus: FormulaOps['recomputeStatus'] = async () => ok({ data: { status: 'paused' }, error: null });

    const getField = contract.getField.answer;
    expect(getField.safeParse((await right({} as never)).body).success).toBe(true);
    for (const wrong of [errText, wrongType, missing]) {
      expect(getField.safeParse((await wrong({} as never)).body).success).toBe(false);
    }
    expect(contract.listFieldsV2.answer.safeParse((await flat({} as never)).body).success).toBe(false);
    expect(contract.recomputeStatus.answer.safeParse((await badStatus({} as never)).body).success).toBe(false);
  });
});

describe('web calls, typed by the contract', () => {
  it('takes the params and body a route declares, and refuses others (type check)', () => {
    const inputs = {
      getField: { params: { fieldId: 'fld_1' } } satisfies CallInput<Contract['getField']>,
      grantPlan: {
        params: { userName: 'grower' },
        body: { plan: 'pro', expiry: '01-01-2030' },
      } satisfies CallInput<Contract['grantPlan']>,
      restore: { params: { kind: 'field', id: 'fld_1' } } satisfies CallInput<Contract['restoreDeleted']>,
    };
    // @ts-expect-error the path parameter is `fieldId`.
    const wrongParam = { params: { id: 'fld_1' } } satisfies CallInput<Contract['getField']>;
    // @ts-expect-error a field is deleted by its id: the params are required.
    const noParams = {} satisfies CallInput<Contract['deleteField']>;
    // @ts-expect-error there is no 'gold' plan.
    const wrongPlan = { params: { userName: 'g' }, body: { plan: 'gold', expiry: '01-01-2030' } } satisfies CallInput<
      Contract['grantPlan']
    >;
    // @ts-expect-error Recently deleted holds farms, fields, zones and sensors only.
    const wrongKind = { params: { kind: 'gateway', id: 'g1' } } satisfies CallInput<Contract['restoreDeleted']>;
    // @ts-expect-error the field list takes no body.
    const bodyOnGet = { body: { userName: 'g' } } satisfies CallInput<Contract['listFieldsV2']>;

    expect(contract.getField.params.safeParse(inputs.getField.params).success).toBe(true);
    expect(contract.grantPlan.body.safeParse(inputs.grantPlan.body).success).toBe(true);
    expect(contract.restoreDeleted.params.safeParse(inputs.restore.params).success).toBe(true);
    expect(contract.getField.params.safeParse(wrongParam.params).success).toBe(false);
    expect(contract.deleteField.params.safeParse((noParams as { params?: unknown }).params).success).toBe(false);
    expect(contract.grantPlan.body.safeParse(wrongPlan.body).success).toBe(false);
    expect(contract.restoreDeleted.params.safeParse(wrongKind.params).success).toBe(false);
    expect('body' in contract.listFieldsV2).toBe(false);
    expect(bodyOnGet.body.userName).toBe('g');
  });
});
