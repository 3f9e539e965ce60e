// @vitest-environment jsdom
/**
 * The sandbox card form prints Square's test card and its refusal triggers on the local stage
 * only; a deployed stage without Square says only that no card is charged, never which card pays.
 */
import { cleanup, screen } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxCardForm } from '../../../web/src/features/subscription/components/sandbox-card-form';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';

const configFor = (stage: string) => ({
  stage,
  region: 'ap-southeast-2',
  userPoolId: 'local_x',
  userPoolClientId: 'c',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
  apiBaseUrl: '',
});
const noop = () => {};

afterEach(cleanup);

describe('the test card hint', () => {
  it('shows the test card and the triggers on the local stage', () => {
    provideRuntimeConfig(configFor('local'));
    const { container } = render(<SandboxCardForm onTokenized={noop} onBack={noop} />);
    expect(container.textContent).toContain('4111 1111 1111 1111');
    expect(container.textContent).toContain('CVV 911');
  });

  it.each(['dev', 'staging', 'prod', 'localhost'])('never on stage %s: no card number, no trigger', (stage) => {
    provideRuntimeConfig(configFor(stage));
    const { container } = render(<SandboxCardForm onTokenized={noop} onBack={noop} />);
    expect(container.textContent).not.toMatch(/4111|911|99999/);
    expect(container.textContent).toContain('no card is charged');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });
});
