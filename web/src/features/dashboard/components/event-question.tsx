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
  const send = (irrigation: boolean) =>
    answer.mutate(
      { eventId: event.event_id, irrigation },
      {
        onSuccess: () => {
          toast.notify({
            tone: 'success',
            message: irrigation ? `Logged as an irrigation of ${event.arrived_mm.toFixed(1)} mm.` : 'Marked as rain.',
          });
          onAnswered?.();
        },
        onError: (err) => toast.notify({ tone: 'error', message: `Your answer was not saved: ${err.message}` }),
      },
    );
  const pending = answer.isPending ? answer.variables?.irrigation : undefined;
  return (
    <div className="event-question" role="group" aria-labelledby={questionId}>
      <p className="event-question__text" id={questionId}>
        {ask && canAnswer ? <strong>Was this an irrigation? </strong> : null}
        <span>{eventLabel(event, sensorName)}</span>
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
            Yes
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send(false)}
            loading={pending === false}
            disabled={answer.isPending}
          >
            No
          </Button>
        </div>
      ) : null}
    </div>
  );
}
