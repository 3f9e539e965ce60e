// @vitest-environment jsdom
import { cleanup, render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestIntl } from './support/intl';
import { afterEach, describe, expect, it } from 'vitest';
import { managementMessages } from '@shared/messages';
import { sensorLimitMessage } from '@shared/plan-limits';
import { ResultStep } from '../../../web/src/features/management/components/sensor-wizard/result-step';
import { ApiError } from '../../../web/src/lib/api-client';

/** Rendered with the English messages (every rerender keeps them). */
const render = (ui: ReactElement) => rtlRender(ui, { wrapper: TestIntl });

afterEach(cleanup);

describe('sensor wizard result', () => {
  it("shows the plan's limit message as the API said it", () => {
    render(
      <ResultStep
        fieldName="North"
        saved={undefined}
        error={new ApiError(403, sensorLimitMessage('full'), undefined, 'refusals.sensorLimitAsk')}
      />,
    );
    expect(screen.getByText(sensorLimitMessage('full'))).toBeTruthy();
  });
  it('shows the taken message, and the generic one for anything else', () => {
    render(
      <ResultStep
        fieldName="North"
        saved={undefined}
        error={new ApiError(409, managementMessages.sensorTaken, undefined, 'refusals.sensorTaken')}
      />,
    );
    expect(screen.getByText(managementMessages.sensorTaken)).toBeTruthy();
    cleanup();
    render(<ResultStep fieldName="North" saved={undefined} error={new ApiError(500, 'stack trace detail')} />);
    expect(screen.getByText(managementMessages.registrationError)).toBeTruthy();
    expect(screen.queryByText('stack trace detail')).toBeNull();
  });
});
