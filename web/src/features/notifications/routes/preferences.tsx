/**
 * /app/notifications/preferences: which alerts reach the grower by which channel, each field's
 * frost threshold, quiet hours in the grower's time zone, fields muted until a day, and the kinds
 * received from each farm shared with the user. The preferences are saved as a whole with one PUT,
 * then each changed threshold on its field.
 *
 * The thresholds live here rather than in the field wizard: a grower who wants to be warned
 * colder or warmer looks where frost warnings are turned on, and sets every field in one place.
 */
import { useMemo, useState } from 'react';
import type { AlertChannel, AlertKind } from '@shared/alerts/kinds';
import { alertPreferencesSchema, localTime, type AlertPreferences, type FieldMute } from '@shared/alerts/preferences';
import { frostThresholdSchema } from '@shared/alerts/frost';
import { issueText } from '@shared/validation/issue';
import { useMyPhone } from '../../../api/accounts';
import { useFields, useSaveFrostThresholds, type FrostThresholdChange } from '../../../api/fields';
import { useMyFarms } from '../../../api/teams';
import { useCan } from '../../../lib/active-farm';
import { Banner } from '../../../components/banner';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useToast } from '../../../components/toast';
import {
  useAlertPreferences,
  useSaveAlertPreferences,
  type AlertPreferencesAnswer,
} from '../../../api/alert-preferences';
import { ChannelGrid } from '../components/channel-grid';
import type { FieldLabel } from '../components/field-label';
import { FieldMutes } from '../components/field-mutes';
import { FrostThresholds } from '../components/frost-thresholds';
import { QuietHoursEditor, type QuietHoursDraft } from '../components/quiet-hours';
import { SharedFarmAlerts } from '../components/shared-farm-alerts';
import './preferences.css';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function AlertPreferencesRoute() {
  const prefs = useAlertPreferences();
  const fields = useFields();
  const phone = useMyPhone();
  return (
    <>
      <PageHeader
        title="Alert preferences"
        description={
          'How each kind of alert reaches you, how cold a field may get before you are warned of frost, when to keep ' +
          'quiet, and which fields to leave alone for a while.'
        }
        actions={
          <ButtonLink to="/app/notifications" variant="secondary">
            Notifications
          </ButtonLink>
        }
      />
      <QueryState
        queries={[prefs, fields]}
        loadingLabel="Loading your alert preferences…"
        errorText="We could not load your alert preferences. Please try again later."
      >
        {() => <PreferencesForm answer={prefs.data!} fields={fields.data!} hasPhone={Boolean(phone.data)} />}
      </QueryState>
    </>
  );
}

/** The page's form, started from the saved preferences (the browser's time zone until the grower first saves). */
function PreferencesForm({
  answer,
  fields,
  hasPhone,
}: {
  answer: AlertPreferencesAnswer;
  fields: FieldLabel[];
  hasPhone: boolean;
}) {
  const saved = answer.data;
  const [channels, setChannels] = useState(saved.channels);
  const [timeZone, setTimeZone] = useState(answer.saved ? saved.timeZone : browserZone());
  const [quiet, setQuiet] = useState<QuietHoursDraft>(
    saved.quietHours
      ? { enabled: true, ...saved.quietHours }
      : { enabled: false, start: '22:00', end: '06:00', moistureBreaksThrough: true },
  );
  const [mutes, setMutes] = useState<FieldMute[]>(saved.mutes);
  const [farmChoices, setFarmChoices] = useState<AlertPreferences['farms']>(saved.farms);
  // The farms shared with the user; their own farms send every kind. Without the list (not loaded,
  // or failed) the section is left out and the stored choices are saved back unchanged.
  const sharedFarms = (useMyFarms().data ?? []).filter((f) => f.role !== 'owner');
  // In a shared farm, its fields' frost thresholds are the farm's (fields.write), not the member's.
  const canSetFrost = useCan('fields.write');
  const [frost, setFrost] = useState<ReadonlyMap<string, string>>(
    () => new Map(fields.map((f) => [f.field_id, String(f.frost_threshold_c)])),
  );
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveAlertPreferences();
  const saveFrost = useSaveFrostThresholds();
  const { notify } = useToast();

  const draft: AlertPreferences = {
    channels,
    timeZone,
    quietHours: quiet.enabled
      ? { start: quiet.start, end: quiet.end, moistureBreaksThrough: quiet.moistureBreaksThrough }
      : null,
    mutes,
    farms: farmChoices,
  };
  const parsed = alertPreferencesSchema.safeParse(draft);
  const issues = parsed.success ? [] : parsed.error.issues;
  const errorAt = (...path: string[]) => issues.find((i) => i.path.join('.') === path.join('.'))?.message;
  const today = useMemo(() => localTime(new Date(), timeZone).date, [timeZone]);
  // Each field's threshold as typed: its problem (shown under it) or, when it differs from the saved one, the change.
  const frostErrors = new Map<string, string>();
  const frostChanges: FrostThresholdChange[] = [];
  for (const f of canSetFrost ? fields : []) {
    const r = frostThresholdSchema.safeParse(frost.get(f.field_id) ?? '');
    if (!r.success) frostErrors.set(f.field_id, r.error.issues[0]?.message ?? 'invalid value');
    else if (r.data !== f.frost_threshold_c) frostChanges.push({ fieldId: f.field_id, value: r.data });
  }

  const toggle = (kind: AlertKind, channel: AlertChannel, on: boolean) =>
    setChannels((all) => ({
      ...all,
      [kind]: on ? [...all[kind].filter((c) => c !== channel), channel] : all[kind].filter((c) => c !== channel),
    }));

  const submit = () => {
    setSubmitted(true);
    if (!parsed.success || frostErrors.size) return;
    save.mutate(parsed.data, {
      onSuccess: () =>
        saveFrost.mutate(frostChanges, {
          onSuccess: () => notify({ message: 'Alert preferences saved.', tone: 'success' }),
        }),
    });
  };
  const firstFrostError = [...frostErrors].map(
    ([id, message]) => `${fields.find((f) => f.field_id === id)?.field_name ?? 'a field'}: frost threshold: ${message}`,
  )[0];

  return (
    <form
      className="alert-prefs"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Card title="Channels">
        <ChannelGrid channels={channels} hasPhone={hasPhone} onToggle={toggle} />
      </Card>
      {canSetFrost ? (
        <Card title="Frost thresholds">
          <FrostThresholds
            fields={fields}
            drafts={frost}
            errors={frostErrors}
            onChange={(id, text) => setFrost((all) => new Map(all).set(id, text))}
          />
        </Card>
      ) : null}
      <Card title="Quiet hours">
        <QuietHoursEditor
          quiet={quiet}
          timeZone={timeZone}
          errors={{
            start: errorAt('quietHours', 'start'),
            end: errorAt('quietHours', 'end'),
            timeZone: errorAt('timeZone'),
          }}
          onQuiet={setQuiet}
          onTimeZone={setTimeZone}
        />
      </Card>
      <Card title="Muted fields">
        <FieldMutes mutes={mutes} fields={fields} today={today} onChange={setMutes} />
      </Card>
      {sharedFarms.length ? (
        <Card title="Farms shared with you">
          <SharedFarmAlerts
            farms={sharedFarms}
            choices={farmChoices}
            onChange={(farmId, kinds) => setFarmChoices((all) => ({ ...all, [farmId]: kinds }))}
          />
        </Card>
      ) : null}
      {submitted && !parsed.success ? <Banner tone="error">Please check: {issueText(parsed.error)}</Banner> : null}
      {submitted && parsed.success && firstFrostError ? (
        <Banner tone="error">Please check: {firstFrostError}</Banner>
      ) : null}
      {save.isError ? <Banner tone="error">Your preferences were not saved: {save.error.message}</Banner> : null}
      {saveFrost.isError ? (
        <Banner tone="error">
          Your preferences were saved, but not every frost threshold: {saveFrost.error.message}
        </Banner>
      ) : null}
      <div className="alert-prefs__actions">
        <Button type="submit" loading={save.isPending || saveFrost.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
