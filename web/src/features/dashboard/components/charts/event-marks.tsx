/**
 * Wetting events on a time-series chart: a thin dashed line at each onset (drawn by the marks'
 * own plugin, under the measured lines) and over it a mark the reader can hover, focus and press (a drop for rain, a sprinkler
 * for irrigation, a question mark for an unexplained wetting). Pressing a mark opens its details
 * under the chart; an unexplained one asks there "Was this an irrigation?".
 */
import type { FieldEvent } from '@shared/events/schemas';
import type { Chart, ChartType, Plugin } from '../../../../lib/charts';
import { useMemo, useState } from 'react';
import { EventIcon } from '../event-icons';
import { EventQuestion } from '../event-question';
import { eventLabel } from '../event-text';

export const EVENT_COLORS: Record<FieldEvent['kind'], string> = {
  rain: '#1d5fa8',
  irrigation: '#1f7a4d',
  unexplained: '#9a5b00',
};

interface MarkPlaces {
  top: number;
  /** Each event's x in pixels, or null when its onset lies outside the axis. */
  xs: (number | null)[];
}

const samePlaces = (a: MarkPlaces | null, b: MarkPlaces) => a !== null && a.top === b.top && a.xs.length === b.xs.length && a.xs.every((x, i) => x === b.xs[i]);

declare module 'chart.js' {
  interface PluginOptionsByType<TType extends ChartType> {
    /** The events the marks' plugin draws (chart options, so new events redraw the chart). */
    eventMarks?: { marks: readonly FieldEvent[] };
  }
}

/**
 * Where the marks go, read from the chart after each draw (the axis decides it): a plugin for the
 * chart (its events come in the chart's options, `plugins.eventMarks.marks`) and the places it found.
 */
export function useMarkPlaces(): { plugin: Plugin<ChartType, { marks?: readonly FieldEvent[] }>; places: MarkPlaces | null } {
  const [places, setPlaces] = useState<MarkPlaces | null>(null);
  const plugin = useMemo<Plugin<ChartType, { marks?: readonly FieldEvent[] }>>(
    () => ({
      id: 'eventMarks',
      beforeDatasetsDraw(chart: Chart, _args, options) {
        const x = chart.scales.x;
        const area = chart.chartArea;
        if (!x || !area) return;
        const ctx = chart.ctx;
        ctx.save();
        ctx.lineWidth = 1;
        ctx.setLineDash([2, 3]);
        for (const e of options.marks ?? []) {
          const px = x.getPixelForValue(e.onset * 1000);
          if (px < area.left || px > area.right) continue;
          ctx.strokeStyle = EVENT_COLORS[e.kind];
          ctx.beginPath();
          ctx.moveTo(px, area.top);
          ctx.lineTo(px, area.bottom);
          ctx.stroke();
        }
        ctx.restore();
      },
      afterRender(chart: Chart, _args, options) {
        const x = chart.scales.x;
        const area = chart.chartArea;
        if (!x || !area) return;
        const next: MarkPlaces = {
          top: Math.round(area.top),
          xs: (options.marks ?? []).map((e) => {
            const px = Math.round(x.getPixelForValue(e.onset * 1000));
            return px >= area.left && px <= area.right ? px : null;
          }),
        };
        setPlaces((prev) => (samePlaces(prev, next) ? prev : next));
      },
    }),
    [],
  );
  return { plugin, places };
}

/** The marks over the chart (inside its drawing area, which is positioned). */
export function EventMarks({ events, places, openId, onToggle, chartTitle }: { events: readonly FieldEvent[]; places: MarkPlaces | null; openId: string | null; onToggle: (id: string) => void; chartTitle: string }) {
  if (!places || places.xs.length !== events.length) return null;
  return (
    <div className="event-marks" role="group" aria-label={`${chartTitle}: wetting events`}>
      {events.map((e, i) => {
        const x = places.xs[i];
        if (x === null || x === undefined) return null;
        const label = eventLabel(e);
        return (
          <button
            key={e.event_id}
            type="button"
            className={`event-mark event-mark--${e.kind}${e.confirmed ? ' event-mark--confirmed' : ''}`}
            style={{ left: x, top: places.top, color: EVENT_COLORS[e.kind] }}
            aria-label={label}
            title={label}
            aria-expanded={openId === e.event_id}
            data-event-id={e.event_id}
            onClick={() => onToggle(e.event_id)}
          >
            <EventIcon kind={e.kind} />
          </button>
        );
      })}
    </div>
  );
}

/** The open mark's details under the chart, with the question for an unexplained wetting. */
export function EventDetails({ event, onClose }: { event: FieldEvent | undefined; onClose: () => void }) {
  if (!event) return null;
  return (
    <div className="event-details" role="region" aria-label="Wetting event">
      {event.kind === 'unexplained' && !event.confirmed ? (
        <EventQuestion event={event} onAnswered={onClose} />
      ) : (
        <p className="event-details__text">{eventLabel(event)}</p>
      )}
      <button type="button" className="event-details__close btn btn--ghost btn--sm" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
