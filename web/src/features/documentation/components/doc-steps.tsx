/** Numbered steps of a documentation page: the overview's and each connection guide's. */
import type { ReactNode } from 'react';

export function DocSteps({ steps }: { steps: readonly { title: string; body: ReactNode }[] }) {
  return (
    <ol className="docs__steps">
      {steps.map((step, i) => (
        <li key={step.title} className="docs__step">
          <span className="docs__step-number" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h2 className="docs__step-title">{step.title}</h2>
            <p>{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
