/**
 * The marks of wetting events: a drop of water for rain, a sprinkler for irrigation, a question
 * mark for an unexplained wetting. SVG (an emoji depends on the viewer's fonts); decorative: the
 * mark's button carries the accessible name.
 */
import type { EventKind } from '@shared/events/schemas';

const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function DropIcon() {
  return (
    <svg {...base}>
      <path d="M12 3c-3 4.5-6 7.6-6 11a6 6 0 0 0 12 0c0-3.4-3-6.5-6-11z" fill="currentColor" fillOpacity={0.25} />
    </svg>
  );
}

function SprinklerIcon() {
  return (
    <svg {...base}>
      <path d="M12 21v-7" />
      <path d="M9 21h6" />
      <path d="M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" fill="currentColor" fillOpacity={0.25} />
      <path d="M7 9.5 4 7M17 9.5 20 7M12 8V4M8.5 7.5 7 4.5M15.5 7.5 17 4.5" />
    </svg>
  );
}

function QuestionIcon() {
  return (
    <svg {...base}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6" />
      <path d="M12 17h.01" />
    </svg>
  );
}

export function EventIcon({ kind }: { kind: EventKind }) {
  if (kind === 'rain') return <DropIcon />;
  if (kind === 'irrigation') return <SprinklerIcon />;
  return <QuestionIcon />;
}
