/**
 * /fieldwork-admin/prediction (admins only): a user's forecasts from a start time within the last
 * 14 days, as a table whose columns copy on double-click, and as an Excel file once there is data.
 */
import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { recordQuerySchema } from '@shared/readings/schemas';
import { issueText } from '@shared/validation/issue';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { runtimeConfig } from '../../../lib/runtime-config';
import { usePrediction, type PredictionRequest } from '../../../api/predictions';
import { predictionTable } from '../components/prediction-model';
import { PredictionTable } from '../components/prediction-table';
import { predictionFileName, predictionWorkbook } from '../components/prediction-workbook';
import './prediction.css';

const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

export function PredictionRoute() {
  const toast = useToast();
  const t = useT();
  const f = useFormat();
  const timeLabel = f.dateTime;
  const [username, setUsername] = useState('');
  // A day back by default: the latest forecasts and what the day before said.
  const [start, setStart] = useState(() => format(Date.now() - 86_400_000, LOCAL_INPUT));
  const [problem, setProblem] = useState<string | null>(null);
  const [request, setRequest] = useState<PredictionRequest | null>(null);
  const [saving, setSaving] = useState(false);
  const prediction = usePrediction(request);
  const table = prediction.data ? predictionTable(prediction.data) : null;
  // Forecasts are made with the place's weather; when the stack's weather is made up, say so here and in the file.
  const simulatedWeather = runtimeConfig().simulatedWeather === true;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const startMs = Date.parse(start);
    const iso = Number.isNaN(startMs) ? start : new Date(startMs).toISOString();
    // The server's own rules (the same schema), so the message is the one it would give.
    const checked = recordQuerySchema().safeParse({ username, start: iso });
    if (!checked.success) {
      setProblem(issueText(checked.error));
      return;
    }
    setProblem(null);
    const next = { username: username.trim(), start: iso };
    if (request && request.username === next.username && request.start === next.start) void prediction.refetch();
    else setRequest(next);
  };

  const download = async () => {
    if (!table || !request) return;
    setSaving(true);
    try {
      const buffer = await predictionWorkbook(table, timeLabel, simulatedWeather);
      const url = URL.createObjectURL(
        new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = predictionFileName(request.username, start);
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      console.error('Excel download failed', err);
      toast.notify({ tone: 'error', message: t('fieldwork.predictionFileFailed') });
    } finally {
      setSaving(false);
    }
  };

  const copy = (label: string, text: string) => {
    navigator.clipboard.writeText(text).then(
      () =>
        toast.notify({
          tone: 'success',
          message: t('fieldwork.predictionCopied', { label, rows: text ? text.split('\n').length : 0 }),
        }),
      () => toast.notify({ tone: 'error', message: t('fieldwork.predictionCopyRefused') }),
    );
  };

  const hasData = !!table && table.rows.length > 0 && table.groups.length > 0;
  return (
    <>
      <PageHeader title={t('fieldwork.predictionTitle')} description={t('fieldwork.predictionDescription')} />
      <Card>
        <form className="prediction-form" onSubmit={submit} noValidate>
          <TextField
            label={t('fieldwork.predictionUsername')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="off"
            required
          />
          <TextField
            label={t('fieldwork.predictionStart')}
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            max={format(Date.now(), LOCAL_INPUT)}
            required
          />
          <div className="prediction-form__actions">
            <Button type="submit" variant="primary" loading={prediction.isFetching}>
              {t('fieldwork.predictionGet')}
            </Button>
            {hasData ? (
              <Button onClick={() => void download()} loading={saving}>
                {t('fieldwork.predictionDownload')}
              </Button>
            ) : null}
          </div>
        </form>
        {problem ? <Banner tone="warning">{problem}</Banner> : null}
      </Card>
      {request ? (
        <Card>
          {prediction.isPending ? (
            <Spinner label={t('fieldwork.predictionLoading')} />
          ) : prediction.isError ? (
            <Banner tone="error">{t('fieldwork.predictionError', { message: prediction.error.message })}</Banner>
          ) : hasData ? (
            <>
              {simulatedWeather ? (
                <Banner tone="warning" className="prediction-simulated">
                  {t('fieldwork.simulatedForecastNote')}
                </Banner>
              ) : null}
              <PredictionTable table={table} timeLabel={timeLabel} onCopy={copy} />
            </>
          ) : (
            <p className="prediction-empty">
              {t('fieldwork.predictionNone', { user: request.username, start: timeLabel(Date.parse(request.start)) })}
            </p>
          )}
        </Card>
      ) : null}
    </>
  );
}
