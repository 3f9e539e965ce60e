// @vitest-environment jsdom
/**
 * The field's Notes panel: the notes newest first with author, role, zone and advice; the form
 * refuses what the server would (named at its field, nothing sent) and sends what it accepts;
 * a role that may not write notes (a viewer in a shared farm) gets no form.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderIntl as render } from './support/intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteRow } from '@shared/teams/schemas';
import { FieldNotesPanel } from '../../../web/src/components/field-notes/field-notes-panel';
import { draftErrors as checkDraft } from '../../../web/src/components/field-notes/note-form';
import { setActiveFarm } from '../../../web/src/lib/active-farm';
import { provideRuntimeConfig } from '../../../web/src/lib/runtime-config';
import { ENGLISH_MESSAGES, flatten } from '@shared/i18n/catalogue';
import { ES } from '@shared/i18n/messages/es';
import { translatorFor } from '@shared/i18n/translator';
import type { Locale } from '@shared/i18n/locales';
import type { UnitSystem } from '@shared/units/quantities';
import { formatFor } from '../../../web/src/lib/i18n/use-format';
import { provideTestConfig } from './support/fakes';
import { withIntl } from './support/intl';

const NOTES: NoteRow[] = [
  {
    note_id: 'nt_2',
    field_id: 'f1',
    zone_id: 'z1',
    text: 'Block A is drying fast.',
    advice: { mm: 25, by: '2026-12-03' },
    author: 'agronomist',
    author_name: 'Anna Agro',
    role: 'advisor',
    created_at: '2026-11-27T09:00:00.000Z',
  },
  {
    note_id: 'nt_1',
    field_id: 'f1',
    zone_id: null,
    text: 'Pump serviced.',
    advice: null,
    author: 'demo',
    author_name: 'demo',
    role: 'owner',
    created_at: '2026-11-26T09:00:00.000Z',
  },
];
const ZONES = [
  { id: 'z1', zonename: 'Block A' },
  { id: 'z2', zonename: 'Block B' },
];

let sent: { method: string; url: string; body: unknown }[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  provideTestConfig();
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return json(201, { data: { ...NOTES[1], note_id: 'nt_3', text: 'new' } });
    return json(200, { data: NOTES });
  });
});
afterEach(() => {
  cleanup();
  setActiveFarm(null);
  vi.unstubAllGlobals();
  provideRuntimeConfig(undefined);
});

function renderPanel(locale: Locale = 'en-AU', units: UnitSystem = 'metric') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    withIntl(
      <QueryClientProvider client={client}>
        <FieldNotesPanel fieldId="f1" zones={ZONES} />
      </QueryClientProvider>,
      locale,
      units,
    ),
  );
}

describe('the Notes panel', () => {
  it('lists the notes: author, role, zone or whole field, advice, text', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Notes on this field' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Anna Agro');
    expect(items[0]!.textContent).toContain('Advisor');
    expect(items[0]!.textContent).toContain('Zone Block A');
    expect(items[0]!.textContent).toContain('Irrigate 25 mm by 3 Dec');
    expect(items[1]!.textContent).toContain('Whole field');
    expect(items[1]!.textContent).not.toContain('Irrigate');
  });

  it('refuses an empty note at its field and sends nothing; sends a good one with its zone and advice', async () => {
    renderPanel();
    await screen.findByRole('list', { name: 'Notes on this field' });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('a note needs some text')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Irrigate before the heat.' } });
    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: 'z2' } });
    fireEvent.change(screen.getByLabelText('Irrigate (mm, optional)'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('By (optional)'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.url).toBe('http://api.test/api/v2/fields/f1/notes');
    expect(post.body).toEqual({
      text: 'Irrigate before the heat.',
      zone_id: 'z2',
      advice: { mm: 12.5, by: '2026-12-01' },
    });
    await waitFor(() => expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows no form to a viewer of a shared farm, the list all the same', async () => {
    setActiveFarm({
      farmId: 'fm_abcdefghijkl',
      name: 'Home',
      owner: 'demo',
      ownerName: 'Demo',
      role: 'viewer',
      readOnly: false,
    });
    renderPanel();
    await screen.findByRole('list', { name: 'Notes on this field' });
    expect(screen.queryByRole('form', { name: 'Write a note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('shows the form to an advisor, and to nobody while the farm is read-only', async () => {
    const farm = {
      farmId: 'fm_abcdefghijkl',
      name: 'Home',
      owner: 'demo',
      ownerName: 'Demo',
      role: 'advisor',
    } as const;
    setActiveFarm({ ...farm, readOnly: false });
    renderPanel();
    expect(await screen.findByRole('form', { name: 'Write a note' })).toBeTruthy();
    cleanup();
    setActiveFarm({ ...farm, readOnly: true });
    renderPanel();
    await screen.findByRole('list', { name: 'Notes on this field' });
    expect(screen.queryByRole('form', { name: 'Write a note' })).toBeNull();
  });
});

describe('the Notes panel in Spanish with US units', () => {
  it('says the advice in inches and Spanish, and sends what was typed in inches as mm', async () => {
    renderPanel('es', 'us');
    const list = await screen.findByRole('list', { name: 'Notas de este campo' });
    const items = within(list).getAllByRole('listitem');
    // 25 mm is 0.98 in; the day in Spanish.
    expect(items[0]!.textContent).toContain('Regar 0,98 in antes del 3 dic');
    expect(items[0]!.textContent).toContain('Zona Block A');
    expect(items[1]!.textContent).toContain('Todo el campo');

    fireEvent.change(screen.getByLabelText('Nota'), { target: { value: 'Regar antes del calor.' } });
    fireEvent.change(screen.getByLabelText('Regar (in, opcional)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Antes del (opcional)'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir nota' }));
    // 25 in is past the 500 mm a note may advise: said in inches, in Spanish, nothing sent.
    expect(await screen.findByText('tiene que ser como mucho 19,69 in')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Regar (in, opcional)'), { target: { value: '0,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir nota' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')!.body).toEqual({
      text: 'Regar antes del calor.',
      advice: { mm: 12.7, by: '2026-12-01' },
    });
  });
});

describe('the form’s checks (the server’s schema)', () => {
  const draft = { text: 'ok', zone: '', mm: '', by: '' };
  const { t } = translatorFor('en-AU', ENGLISH_MESSAGES);
  const f = formatFor('en-AU', 'metric');
  const draftErrors = (d: typeof draft) => checkDraft(d, t, f);
  it('says the limits in the person’s units and language', () => {
    const es = translatorFor('es', flatten(ES)).t;
    expect(checkDraft({ ...draft, mm: '0,01', by: '2026-12-01' }, es, formatFor('es', 'us')).errors).toEqual({
      mm: 'tiene que ser al menos 0,04 in',
    });
    expect(checkDraft({ ...draft, mm: 'abc', by: '2026-12-01' }, t, formatFor('en-US', 'us')).errors).toEqual({
      mm: 'must be a number (in)',
    });
  });
  it('names the field of each problem', () => {
    expect(draftErrors({ ...draft, text: '  ' }).errors).toEqual({ text: 'a note needs some text' });
    expect(draftErrors({ ...draft, mm: '0', by: '2026-12-01' }).errors).toEqual({ mm: 'must be at least 1 mm' });
    expect(draftErrors({ ...draft, mm: '600', by: '2026-12-01' }).errors).toEqual({ mm: 'must be at most 500 mm' });
    // Typed text is a plain decimal: an exponent is no number a person types.
    expect(draftErrors({ ...draft, mm: '1e300', by: '2026-12-01' }).errors).toEqual({ mm: 'must be a number (mm)' });
    expect(draftErrors({ ...draft, mm: 'abc', by: '2026-12-01' }).errors.mm).toBeTruthy();
    expect(draftErrors({ ...draft, mm: '20' }).errors.by).toBeTruthy();
    expect(draftErrors({ ...draft, by: '2026-12-01' }).errors.mm).toBeTruthy();
  });
  it('accepts a note alone, or with a whole advice', () => {
    expect(draftErrors(draft).input).toEqual({ text: 'ok' });
    expect(draftErrors({ ...draft, mm: '25', by: '2026-12-03', zone: 'z1' }).input).toEqual({
      text: 'ok',
      zone_id: 'z1',
      advice: { mm: 25, by: '2026-12-03' },
    });
  });
});
