/**
 * /fieldwork-admin/formula — the Sensor Formula Table: one row editable
 * at a time, a new row at the top, tick saves (POST new / PUT existing), cross cancels, bin
 * deletes; errors in a red caption 'ERROR: {message}'. The list reloads after each success.
 * ↻ recomputes a sensor's stored readings with its current formula over a period.
 */
import { useState } from 'react';
import { DEFAULT_FORMULA } from '@shared/calibration/formula';
import type { MessageKey } from '@shared/i18n/catalogue';
import { FORMULA_MODES, sensorFormulaSchema, type SensorFormula } from '@shared/calibration/schemas';
import { issueText } from '@shared/validation/issue';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableScroll } from '../../../components/data-table';
import { TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/spinner';
import { useDeleteFormula, useFormulas, useSaveFormula } from '../../../api/formulas';
import { useT } from '../../../lib/i18n/use-t';
import { FormulaValue } from '../components/formula-value';
import { RecomputeDialog } from '../components/recompute-dialog';
import './formula.css';

type Draft = Pick<SensorFormula, 'sensor_id' | 'formula' | 'parameter' | 'mode' | 'h_parameter' | 'h_formula'> & {
  lowest_adt: string;
};
const NEW = '__new__';
const blank: Draft = {
  sensor_id: '',
  formula: DEFAULT_FORMULA,
  parameter: '',
  mode: 'specific',
  lowest_adt: '',
  h_parameter: '',
  h_formula: '',
};
const draftOf = (f: SensorFormula): Draft => ({ ...f, lowest_adt: f.lowest_adt == null ? '' : String(f.lowest_adt) });
const COLUMNS = [
  'fieldwork.formulaColSensor',
  'fieldwork.formulaColFormula',
  'fieldwork.formulaColParameter',
  'fieldwork.formulaColMode',
  'fieldwork.formulaColLowestAdt',
  'fieldwork.formulaColHParameter',
  'fieldwork.formulaColHFormula',
] as const satisfies readonly MessageKey[];

export function FormulaRoute() {
  const formulas = useFormulas();
  const t = useT();
  const save = useSaveFormula();
  const remove = useDeleteFormula();
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SensorFormula | null>(null);
  const [recomputing, setRecomputing] = useState<string | null>(null);

  const start = (id: string, d: Draft) => {
    setEditing(id);
    setDraft(d);
    setError(null);
  };
  const cancel = () => {
    setEditing(null);
    setError(null);
  };
  /** Checked with the server's schema first: the same message, without a round trip. */
  const commit = () => {
    const { lowest_adt, ...rest } = draft;
    const input = { ...rest, lowest_adt: lowest_adt.trim() === '' ? null : lowest_adt.trim() };
    const checked = sensorFormulaSchema.safeParse(input);
    if (!checked.success) {
      setError(issueText(checked.error));
      return;
    }
    save.mutate(
      { id: editing === NEW ? undefined : editing!, input: checked.data },
      { onSuccess: cancel, onError: (e) => setError(e.message) },
    );
  };
  const field = (k: keyof Draft, label: string) =>
    k === 'mode' ? (
      <select
        aria-label={label}
        value={draft.mode}
        onChange={(e) => setDraft({ ...draft, mode: e.target.value as Draft['mode'] })}
      >
        {FORMULA_MODES.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
    ) : (
      <input
        aria-label={label}
        value={draft[k]}
        onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
        onKeyDown={(e) => e.key === 'Escape' && cancel()}
      />
    );

  const editRow = (id: string) => (
    <tr key={id} className="formula-row--editing">
      <td>{field('sensor_id', t('fieldwork.formulaSensorId'))}</td>
      <td>{field('formula', t('fieldwork.formulaColFormula'))}</td>
      <td>{field('parameter', t('fieldwork.formulaColParameter'))}</td>
      <td>{field('mode', t('fieldwork.formulaColMode'))}</td>
      <td>{field('lowest_adt', t('fieldwork.formulaColLowestAdt'))}</td>
      <td>{field('h_parameter', t('fieldwork.formulaColHParameter'))}</td>
      <td>{field('h_formula', t('fieldwork.formulaColHFormula'))}</td>
      <td className="formula-actions">
        <button
          type="button"
          className="icon-btn icon-btn--ok"
          onClick={commit}
          disabled={save.isPending}
          aria-label={t('fieldwork.formulaSaveRow')}
          title={t('fieldwork.formulaSave')}
        >
          ✓
        </button>
        <button
          type="button"
          className="icon-btn"
          onClick={cancel}
          aria-label={t('fieldwork.formulaCancelEditing')}
          title={t('fieldwork.formulaCancel')}
        >
          ✕
        </button>
      </td>
    </tr>
  );

  return (
    <>
      <PageHeader
        title={t('fieldwork.formulaTitle')}
        description={t('fieldwork.formulaDescription')}
        actions={
          <Button onClick={() => start(NEW, blank)} disabled={editing !== null}>
            {t('fieldwork.formulaNew')}
          </Button>
        }
      />
      <Card>
        {formulas.isPending ? (
          <PageSpinner label={t('fieldwork.formulaLoading')} />
        ) : (
          <TableScroll label={t('fieldwork.formulaTable')}>
            <table className="formula-table">
              <caption className={error || formulas.isError ? 'formula-error' : 'visually-hidden'}>
                {error
                  ? t('fieldwork.formulaError', { message: error })
                  : formulas.isError
                    ? t('fieldwork.formulaError', { message: formulas.error.message })
                    : t('fieldwork.formulaTable')}
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c}>{t(c)}</th>
                  ))}
                  <th>
                    <span className="visually-hidden">{t('fieldwork.formulaActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {editing === NEW ? editRow(NEW) : null}
                {(formulas.data ?? []).map((f) =>
                  editing === f.formula_id ? (
                    editRow(f.formula_id)
                  ) : (
                    <tr key={f.formula_id}>
                      <td>{f.sensor_id}</td>
                      <td>
                        <FormulaValue text={f.formula} />
                      </td>
                      <td>
                        <FormulaValue text={f.parameter} />
                      </td>
                      <td>{f.mode}</td>
                      <td>{f.lowest_adt ?? '—'}</td>
                      <td>
                        <FormulaValue text={f.h_parameter} />
                      </td>
                      <td>
                        <FormulaValue text={f.h_formula} />
                      </td>
                      <td className="formula-actions">
                        <button
                          type="button"
                          className="icon-btn"
                          onClick={() => start(f.formula_id, draftOf(f))}
                          disabled={editing !== null}
                          aria-label={t('fieldwork.formulaEditOf', { sensor: f.sensor_id })}
                          title={t('fieldwork.formulaEdit')}
                        >
                          ✎
                        </button>
                        <button
                          type="button"
                          className="icon-btn"
                          onClick={() => setRecomputing(f.sensor_id)}
                          disabled={editing !== null}
                          aria-label={t('fieldwork.formulaRecomputeOf', { sensor: f.sensor_id })}
                          title={t('fieldwork.formulaRecomputeTitle')}
                        >
                          ↻
                        </button>
                        <button
                          type="button"
                          className="icon-btn icon-btn--danger"
                          onClick={() => setDeleting(f)}
                          disabled={editing !== null}
                          aria-label={t('fieldwork.formulaDeleteOf', { sensor: f.sensor_id })}
                          title={t('fieldwork.formulaDelete')}
                        >
                          <TrashIcon />
                        </button>
                      </td>
                    </tr>
                  ),
                )}
                {!formulas.data?.length && editing !== NEW ? (
                  <tr>
                    <td colSpan={8} className="muted" style={{ textAlign: 'center', padding: 24 }}>
                      {t('fieldwork.formulaNone')}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
      {recomputing ? <RecomputeDialog sensorId={recomputing} onClose={() => setRecomputing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('fieldwork.formulaDeleteConfirm', { sensor: deleting?.sensor_id ?? '' })}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!.formula_id, {
            onSettled: () => setDeleting(null),
            onError: (e) => setError(e.message),
          })
        }
        onCancel={() => setDeleting(null)}
      >
        <p>{t('fieldwork.formulaDeleteBody')}</p>
      </ConfirmDialog>
    </>
  );
}
