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
import { frostInputText, FrostThresholds, readFrostInput } from '../components/frost-thresholds';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import { QuietHoursEditor, type QuietHoursDraft } from '../components/quiet-hours';
import { SharedFarmAlerts } from '../components/shared-farm-alerts';
import './preferences.css';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function AlertPreferencesRoute() {
  const prefs = useAlertPreferences();
  const fields = useFields();
  const phone = useMyPhone();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('notifications.preferencesTitle')}
        description={t('notifications.preferencesDescription')}
        actions={
          <ButtonLink to="/app/notifications" variant="secondary">
            {t('notifications.title')}
          </ButtonLink>
        }
      />
      <QueryState
        queries={[prefs, fields]}
        loadingLabel={t('notifications.preferencesLoading')}
        errorText={t('notifications.preferencesLoadError')}
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
  const t = useT();
  const f = useFormat();
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
    () => new Map(fields.map((x) => [x.field_id, frostInputText(f, x.frost_threshold_c)])),
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
  for (const x of canSetFrost ? fields : []) {
    const r = readFrostInput(t, f, frost.get(x.field_id) ?? '');
    if ('error' in r) frostErrors.set(x.field_id, r.error);
    else if (r.celsius !== x.frost_threshold_c) frostChanges.push({ fieldId: x.field_id, value: r.celsius });
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
          onSuccess: () => notify({ message: t('notifications.preferencesSaved'), tone: 'success' }),
        }),
    });
  };
  const firstFrostError = [...frostErrors].map(([id, message]) =>
    t('notifications.frostProblem', {
      field: fields.find((x) => x.field_id === id)?.field_name ?? t('notifications.aField'),
      message,
    }),
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
      <Card title={t('notifications.channels')}>
        <ChannelGrid channels={channels} hasPhone={hasPhone} onToggle={toggle} />
      </Card>
      {canSetFrost ? (
        <Card title={t('notifications.frostThresholds')}>
          <FrostThresholds
            fields={fields}
            drafts={frost}
            errors={frostErrors}
            onChange={(id, text) => setFrost((all) => new Map(all).set(id, text))}
          />
        </Card>
      ) : null}
      <Card title={t('notifications.quietHours')}>
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
      <Card title={t('notifications.mutedFields')}>
        <FieldMutes mutes={mutes} fields={fields} today={today} onChange={setMutes} />
      </Card>
      {sharedFarms.length ? (
        <Card title={t('notifications.sharedFarms')}>
          <SharedFarmAlerts
            farms={sharedFarms}
            choices={farmChoices}
            onChange={(farmId, kinds) => setFarmChoices((all) => ({ ...all, [farmId]: kinds }))}
          />
        </Card>
      ) : null}
      {submitted && !parsed.success ? (
        <Banner tone="error">{t('notifications.pleaseCheck', { problem: issueText(parsed.error) })}</Banner>
      ) : null}
      {submitted && parsed.success && firstFrostError ? (
        <Banner tone="error">{t('notifications.pleaseCheck', { problem: firstFrostError })}</Banner>
      ) : null}
      {save.isError ? (
        <Banner tone="error">{t('notifications.notSaved', { reason: save.error.message })}</Banner>
      ) : null}
      {saveFrost.isError ? (
        <Banner tone="error">{t('notifications.frostNotSaved', { reason: saveFrost.error.message })}</Banner>
      ) : null}
      <div className="alert-prefs__actions">
        <Button type="submit" loading={save.isPending || saveFrost.isPending}>
          {t('notifications.savePreferences')}
        </Button>
      </div>
    </form>
  );
}
