/** Which alert kinds reach the grower by which channel: one checkbox per kind and channel. */
import { Link } from 'react-router-dom';
import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind } from '@shared/alerts/kinds';
import type { AlertPreferences } from '@shared/alerts/preferences';
import { Banner } from '../../../components/banner';
import { ALERT_CHANNEL_KEYS, ALERT_KIND_PREFERENCE_KEYS } from '@shared/i18n/labels/alerts';
import { useT } from '../../../lib/i18n/use-t';

interface ChannelGridProps {
  channels: AlertPreferences['channels'];
  /** SMS can be chosen only with a phone on the profile; without one its boxes are disabled. */
  hasPhone: boolean;
  onToggle: (kind: AlertKind, channel: AlertChannel, on: boolean) => void;
}

export function ChannelGrid({ channels, hasPhone, onToggle }: ChannelGridProps) {
  const t = useT();
  return (
    <>
      {hasPhone ? null : (
        <Banner tone="info" className="sms-needs-phone">
          {t.rich('notifications.smsNeedsPhone', { link: (chunks) => <Link to="/app/profile">{chunks}</Link> })}
        </Banner>
      )}
      <table className="channel-grid">
        <caption className="visually-hidden">{t('notifications.channelsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('notifications.alert')}</th>
            {ALERT_CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {t(ALERT_CHANNEL_KEYS[c])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <span className="channel-grid__kind">{t(ALERT_KIND_PREFERENCE_KEYS[kind].title)}</span>
                <span className="channel-grid__detail">{t(ALERT_KIND_PREFERENCE_KEYS[kind].detail)}</span>
              </th>
              {ALERT_CHANNELS.map((c) => {
                const smsOff = c === 'sms' && !hasPhone;
                return (
                  <td key={c}>
                    <input
                      type="checkbox"
                      aria-label={t('notifications.kindByChannel', {
                        kind: t(ALERT_KIND_PREFERENCE_KEYS[kind].title),
                        channel: t(ALERT_CHANNEL_KEYS[c]),
                      })}
                      checked={channels[kind].includes(c)}
                      disabled={smsOff}
                      title={smsOff ? t('notifications.smsOffTitle') : undefined}
                      onChange={(e) => onToggle(kind, c, e.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
