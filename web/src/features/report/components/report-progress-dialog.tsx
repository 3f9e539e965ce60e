/**
 * 'Downloading': makes the PDF once it opens, showing the steps (10, 40, 60, 80, 100 %), then
 * the success message with the file's name, or 'Report Unavailable' when it fails.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import type { ReportInput } from '../pdf/build-report';
import { PROGRESS_STEPS } from '../pdf/progress';

export interface ReportRun {
  input: ReportInput;
}

type Outcome =
  { kind: 'running'; percent: number } | { kind: 'done'; fileName: string; seconds: number } | { kind: 'failed' };

export function ReportProgressDialog({
  open,
  run,
  onClose,
}: {
  open: boolean;
  run: ReportRun | null;
  onClose: () => void;
}) {
  const t = useT();
  const f = useFormat();
  // The first step shows from the first frame: the PDF code may take a moment to load.
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'running', percent: PROGRESS_STEPS[0] });
  useEffect(() => {
    if (!open || !run) return;
    let live = true;
    const began = performance.now();
    setOutcome({ kind: 'running', percent: PROGRESS_STEPS[0] });
    import('../pdf/build-report')
      .then(async ({ buildReportPdf, saveFile }) => {
        const file = await buildReportPdf(run.input, (percent) => {
          // Into the page at once: the build yields a frame after each step for it to be seen.
          if (live) flushSync(() => setOutcome({ kind: 'running', percent }));
        });
        if (!live) return;
        saveFile(file.blob, file.fileName);
        setOutcome({ kind: 'done', fileName: file.fileName, seconds: (performance.now() - began) / 1000 });
      })
      .catch((err: unknown) => {
        console.error('report failed', err);
        if (live) setOutcome({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [open, run]);

  const percent = outcome.kind === 'done' ? 100 : outcome.kind === 'running' ? outcome.percent : 0;
  return (
    <Modal
      open={open}
      title={t('report.downloading')}
      onClose={onClose}
      size="md"
      footer={
        outcome.kind === 'running' ? null : (
          <Button variant={outcome.kind === 'done' ? 'primary' : 'secondary'} onClick={onClose}>
            {t('report.close')}
          </Button>
        )
      }
    >
      {outcome.kind === 'failed' ? (
        <Banner tone="error">{t('report.unavailable')}</Banner>
      ) : (
        <div className="report-progress">
          <progress max={100} value={percent} aria-label={t('report.progress')} />
          <span className="report-progress__value">{t('report.percent', { percent })}</span>
        </div>
      )}
      {outcome.kind === 'done' ? (
        <Banner tone="success">
          {t('report.downloaded', { file: outcome.fileName, seconds: f.number(outcome.seconds, 1) })}
        </Banner>
      ) : null}
    </Modal>
  );
}
