/** Which alert kinds reach the grower by which channel: one checkbox per kind and channel. */
import { Link } from 'react-router-dom';
import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind } from '@shared/alerts/kinds';
import type { AlertPreferences } from '@shared/alerts/preferences';
import { Banner } from '../../../components/banner';
import { CHANNEL_LABELS, KIND_LABELS } from './preference-labels';

interface ChannelGridProps {
  channels: AlertPreferences['channels'];
  /** SMS can be chosen only with a phone on the profile; without one its boxes are disabled. */
  hasPhone: boolean;
  onToggle: (kind: AlertKind, channel: AlertChannel, on: boolean) => void;
}

export function ChannelGrid({ channels, hasPhone, onToggle }: ChannelGridProps) {
  return (
    <>
      {hasPhone ? null : (
        <Banner tone="info" className="sms-needs-phone">
          SMS needs a phone number on your profile, so no SMS is sent for now.{' '}
          <Link to="/app/profile">Add your phone in your profile</Link>.
        </Banner>
      )}
      <table className="channel-grid">
        <caption className="visually-hidden">Channels for each kind of alert</caption>
        <thead>
          <tr>
            <th scope="col">Alert</th>
            {ALERT_CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {CHANNEL_LABELS[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALERT_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <span className="channel-grid__kind">{KIND_LABELS[kind].title}</span>
                <span className="channel-grid__detail">{KIND_LABELS[kind].detail}</span>
              </th>
              {ALERT_CHANNELS.map((c) => {
                const smsOff = c === 'sms' && !hasPhone;
                return (
                  <td key={c}>
                    <input
                      type="checkbox"
                      aria-label={`${KIND_LABELS[kind].title} by ${CHANNEL_LABELS[c]}`}
                      checked={channels[kind].includes(c)}
                      disabled={smsOff}
                      title={smsOff ? 'Add a phone number on your profile to receive SMS' : undefined}
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
