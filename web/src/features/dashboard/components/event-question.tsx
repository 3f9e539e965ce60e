/**
 * "Was this an irrigation?" for one unexplained wetting: Yes logs it (at its time, with the amount
 * the sensor saw) and No marks it as rain; a toast says what was done, or why not.
 */
import type { FieldEvent } from '@shared/events/schemas';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { useAnswerEvent } from '../../../api/events';
import { eventLabel } from '../../../lib/event-text';
import { useWords } from '../../../lib/words';
import { useCan } from '../../../lib/active-farm';
import './event-question.css';

/** `ask`: say the question before the event (off where a heading already asks it). */
export function EventQuestion({
  event,
  sensorName,
  onAnswered,
  ask = true,
}: {
  event: FieldEvent;
  sensorName?: string;
  onAnswered?: () => void;
  ask?: boolean;
}) {
  const answer = useAnswerEvent();
  const canAnswer = useCan('irrigation.write');
  const toast = useToast();
  const questionId = useId();
  const w = useWords();
  const { t } = w;
  const send = (irrigation: boolean) =>
    answer.mutate(
      { eventId: event.event_id, irrigation },
      {
        onSuccess: () => {
          toast.notify({
            tone: 'success',
            message: irrigation
              ? t('events.loggedAs', { amount: w.f.quantity('water', event.arrived_mm, { fixed: true }) })
              : t('events.markedRain'),
          });
          onAnswered?.();
        },
        onError: (err) => toast.notify({ tone: 'error', message: t('events.notSaved', { error: err.message }) }),
      },
    );
  const pending = answer.isPending ? answer.variables?.irrigation : undefined;
  return (
    <div className="event-question" role="group" aria-labelledby={questionId}>
      <p className="event-question__text" id={questionId}>
        {ask && canAnswer ? <strong>{t('events.question')} </strong> : null}
        <span>{eventLabel(w, event, sensorName)}</span>
      </p>
      {canAnswer ? (
        <div className="event-question__actions">
          <Button
            size="sm"
            variant="primary"
            onClick={() => send(true)}
            loading={pending === true}
            disabled={answer.isPending}
          >
            {t('events.yes')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send(false)}
            loading={pending === false}
            disabled={answer.isPending}
          >
            {t('events.no')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
