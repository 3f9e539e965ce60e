import './wizard-steps.css';

/** The steps of a wizard, the current one marked (Info → Plot → Submit → result). */
export function WizardSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="wizard-steps">
      {steps.map((s, i) => (
        <li
          key={s}
          className={i < current ? 'is-done' : i === current ? 'is-current' : ''}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="wizard-steps__n">{i + 1}</span> <span className="wizard-steps__label">{s}</span>
        </li>
      ))}
    </ol>
  );
}
