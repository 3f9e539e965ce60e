/**
 * Wetting events on a time-series chart: a thin dashed line at each onset (drawn by the marks'
 * own plugin, under the measured lines) and over it a mark the reader can hover, focus and press (a drop for rain, a
 * sprinkler for irrigation, a question mark for an unexplained wetting). Pressing a mark opens its details
 * under the chart; an unexplained one asks there "Was this an irrigation?".
 */
import type { FieldEvent } from '@shared/events/schemas';
import type { Chart, ChartType, Plugin } from '../../../../lib/charts';
import { useMemo, useState } from 'react';
import { EventIcon } from '../event-icons';
import { EventQuestion } from '../event-question';
import { EVENT_KIND_KEYS } from '@shared/i18n/labels/events';
import { countByKind, eventLabel } from '../../../../lib/event-text';
import { useWords, type Words } from '../../../../lib/words';
import './dashboard-charts.css';

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

const samePlaces = (a: MarkPlaces | null, b: MarkPlaces) =>
  a !== null && a.top === b.top && a.xs.length === b.xs.length && a.xs.every((x, i) => x === b.xs[i]);

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
export function useMarkPlaces(): {
  plugin: Plugin<ChartType, { marks?: readonly FieldEvent[] }>;
  places: MarkPlaces | null;
} {
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

/** Marks closer than this (px, a mark's width) share one mark: a year's events would otherwise pile up. */
const MARK_SPACING = 28;
/** Which kind a shared mark shows: the one that asks something first. */
const SHOWN_FIRST: readonly FieldEvent['kind'][] = ['unexplained', 'irrigation', 'rain'];

/** The events on the axis, in groups that share a mark (each within MARK_SPACING of its first), oldest first. */
export function markGroups(
  events: readonly FieldEvent[],
  xs: readonly (number | null)[],
): { x: number; events: FieldEvent[] }[] {
  const placed = events
    .flatMap((e, i) => (xs[i] === null || xs[i] === undefined ? [] : [{ e, x: xs[i]! }]))
    .sort((a, b) => a.x - b.x);
  const groups: { x: number; events: FieldEvent[] }[] = [];
  for (const { e, x } of placed) {
    const last = groups[groups.length - 1];
    if (last && x - last.x < MARK_SPACING) last.events.push(e);
    else groups.push({ x, events: [e] });
  }
  return groups;
}

/** What a shared mark is called: how many events of which kinds, from when to when. */
export function groupLabel(w: Words, events: readonly FieldEvent[]): string {
  if (events.length === 1) return eventLabel(w, events[0]!);
  const { t, f } = w;
  const counts = countByKind(events);
  const kinds = SHOWN_FIRST.filter((k) => counts[k]).map((k) =>
    t('events.kindCount', { count: counts[k], kind: t(EVENT_KIND_KEYS[k]).toLocaleLowerCase(f.locale) }),
  );
  return t('events.groupLabel', {
    count: events.length,
    from: f.dateTime(events[0]!.onset * 1000),
    to: f.dateTime(events[events.length - 1]!.onset * 1000),
    kinds: kinds.join(', '),
  });
}

/** The marks over the chart (inside its drawing area, which is positioned); a mark is named by its first event's id. */
export function EventMarks({
  events,
  places,
  openId,
  onToggle,
  chartTitle,
}: {
  events: readonly FieldEvent[];
  places: MarkPlaces | null;
  openId: string | null;
  onToggle: (id: string) => void;
  chartTitle: string;
}) {
  const w = useWords();
  if (!places || places.xs.length !== events.length) return null;
  return (
    <div className="event-marks" role="group" aria-label={w.t('events.marksOf', { chart: chartTitle })}>
      {markGroups(events, places.xs).map((g) => {
        const first = g.events[0]!;
        const kind =
          SHOWN_FIRST.find((k) => g.events.some((e) => e.kind === k && (k !== 'unexplained' || !e.confirmed))) ??
          first.kind;
        const label = groupLabel(w, g.events);
        const confirmed = g.events.every((e) => e.confirmed);
        return (
          <button
            key={first.event_id}
            type="button"
            className={`event-mark event-mark--${kind}${confirmed ? ' event-mark--confirmed' : ''}`}
            style={{ left: g.x, top: places.top, color: EVENT_COLORS[kind] }}
            aria-label={label}
            title={label}
            aria-expanded={openId === first.event_id}
            data-event-id={first.event_id}
            onClick={() => onToggle(first.event_id)}
          >
            <EventIcon kind={kind} />
            {g.events.length > 1 ? (
              <span className="event-mark__count" aria-hidden="true">
                {g.events.length}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** The open mark's events under the chart, each unexplained one with the question. */
export function EventDetails({ events, onClose }: { events: readonly FieldEvent[]; onClose: () => void }) {
  const w = useWords();
  if (!events.length) return null;
  return (
    <div
      className="event-details"
      role="region"
      aria-label={events.length === 1 ? w.t('events.detailsOne') : w.t('events.detailsMany')}
    >
      <ul className="event-details__list">
        {events.map((e) => (
          <li key={e.event_id}>
            {e.kind === 'unexplained' && !e.confirmed ? (
              <EventQuestion event={e} onAnswered={events.length === 1 ? onClose : undefined} />
            ) : (
              <p className="event-details__text">{eventLabel(w, e)}</p>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="event-details__close btn btn--ghost btn--sm" onClick={onClose}>
        {w.t('events.close')}
      </button>
    </div>
  );
}
