// @vitest-environment jsdom
import { act, cleanup, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePaymentAnswer } from '../../../web/src/api/payments';
import { Carousel } from '../../../web/src/features/subscription/components/carousel';
import { PlanPicker } from '../../../web/src/features/subscription/components/plan-picker';
import { RenewalNote } from '../../../web/src/features/subscription/components/renewal-note';
import { TestIntl } from './support/intl';

/** Rendered in English (Australia), metric: a missing message key fails the test. */
const render = (ui: React.ReactElement) => renderBare(ui, { wrapper: TestIntl });

const slides = ['one', 'two', 'three'].map((id) => ({ id, art: <svg aria-label={id} />, caption: `Caption ${id}` }));
const current = () => document.querySelector('.carousel__slide.is-current')?.getAttribute('aria-label');

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves on every 5 s and wraps around', () => {
    render(<Carousel slides={slides} label="Pictures" />);
    expect(current()).toBe('1 of 3');
    act(() => void vi.advanceTimersByTime(4_999));
    expect(current()).toBe('1 of 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe('2 of 3');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(current()).toBe('1 of 3');
  });

  it('stays put once paused, and moves by its buttons', () => {
    render(<Carousel slides={slides} label="Pictures" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: /^Show slide 2/ }));
    expect(current()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(current()).toBe('3 of 3');
  });

  it('holds still while the pointer is on it', () => {
    render(<Carousel slides={slides} label="Pictures" />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Pictures' }));
    act(() => void vi.advanceTimersByTime(12_000));
    expect(current()).toBe('1 of 3');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Pictures' }));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(current()).toBe('2 of 3');
  });
});

describe('plans and renewal', () => {
  afterEach(cleanup);
  it('offers Lite and Full with their price and sensor limit; Pro is shown but disabled', () => {
    const onChange = vi.fn();
    render(<PlanPicker value="full" onChange={onChange} />);
    expect((screen.getByRole('radio', { name: /^Full/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Pro/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('A$199.00 / year')).toBeTruthy();
    expect(screen.getByText('Up to 2 sensors')).toBeTruthy();
    expect(screen.getByText('Up to 5 sensors')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Lite/ }));
    expect(onChange).toHaveBeenCalledWith('lite');
  });
  it('says a lapsed subscription renews from today', () => {
    render(
      <RenewalNote subscription={{ type: 'full', expiredDate: '01-01-2020' }} now={new Date('2026-11-24T10:00:00Z')} />,
    );
    expect(screen.getByText(/ended on 01-01-2020, so the new year starts today/)).toBeTruthy();
    expect(screen.getByText('24-11-2027')).toBeTruthy();
  });
  it('and a valid one from its expiry', () => {
    render(
      <RenewalNote subscription={{ type: 'full', expiredDate: '10-03-2027' }} now={new Date('2026-11-24T10:00:00Z')} />,
    );
    expect(screen.getByText('10-03-2028')).toBeTruthy();
  });
});

describe('the payment answer', () => {
  it('is a JSON string parsed into {payment} or {error}', () => {
    expect(parsePaymentAnswer('{"error":"The card was declined."}')).toEqual({ error: 'The card was declined.' });
    expect(parsePaymentAnswer(JSON.stringify({ payment: { status: 'COMPLETED' } }))).toMatchObject({
      payment: { status: 'COMPLETED' },
    });
    expect(() => parsePaymentAnswer('"just text"')).toThrow();
  });
});
