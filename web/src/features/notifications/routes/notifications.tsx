/**
 * /app/notifications — the alerts the grower received in the app, newest first: unread ones
 * marked, filtered by field and kind, each with a link to where to act; mark one or all read.
 */
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/alerts/kinds';
import type { NotificationView } from '@shared/alerts/notifications';
import { NOTIFICATION_KIND_KEYS } from '@shared/i18n/labels/alerts';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, QueryState } from '../../../components/query-state';
import { useFields } from '../../../api/fields';
import { useMarkRead, useNotifications } from '../../../api/notifications';
import { useMyFarms } from '../../../api/teams';
import { activeFarm } from '../../../lib/active-farm';
import { useAuth } from '../../../lib/auth/auth-provider';
import { activeFarmOf, useSwitchFarm } from '../../../lib/switch-farm';
import '../components/notifications.css';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';

const isKind = (v: string | null): v is NotificationKind =>
  v !== null && (NOTIFICATION_KINDS as readonly string[]).includes(v);

function NotificationItem({
  n,
  fieldName,
  onOpen,
  onMarkRead,
  marking,
}: {
  n: NotificationView;
  fieldName?: string;
  onOpen: () => void;
  onMarkRead: () => void;
  marking: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const where = t(n.kind === 'gateway-offline' ? 'notifications.openGateways' : 'notifications.openDashboard');
  return (
    <li className={`notification${n.read ? '' : ' notification--unread'}`} data-testid="notification">
      <span className="notification__dot" aria-hidden="true" />
      <div className="notification__main">
        <h2 className="notification__title">
          {n.read ? null : <span className="visually-hidden">{t('notifications.unreadPrefix')} </span>}
          {n.title}
        </h2>
        <p className="notification__body">{n.body}</p>
        <div className="notification__meta">
          <span className={`notification__kind${n.phase === 'clear' ? ' notification__kind--clear' : ''}`}>
            {t(NOTIFICATION_KIND_KEYS[n.kind])}
          </span>
          {fieldName ? <span>{fieldName}</span> : null}
          <time dateTime={n.created_at}>{f.dateTime(n.created_at)}</time>
        </div>
        <div className="notification__actions">
          <Button
            size="sm"
            variant="secondary"
            onClick={onOpen}
            aria-label={t('notifications.actionOn', { action: where, title: n.title })}
          >
            {where}
          </Button>
          {n.read ? null : (
            <Button
              size="sm"
              variant="ghost"
              loading={marking}
              onClick={onMarkRead}
              aria-label={t('notifications.markReadOn', { title: n.title })}
            >
              {t('notifications.markRead')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export function NotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const field = params.get('field') ?? undefined;
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const list = useNotifications({ field, kind });
  const fields = useFields();
  const markRead = useMarkRead();
  const myFarms = useMyFarms();
  const me = useAuth().auth.userName ?? '';
  const switchFarm = useSwitchFarm();
  const t = useT();
  /**
   * Open a notification where it belongs: an alert of a farm shared with the user in that farm, one
   * of their own in their own account (a switch drops the other farm's cached answers).
   */
  const open = (n: NotificationView) => {
    const farm = n.farm_id ? myFarms.data?.find((f) => f.farm_id === n.farm_id) : undefined;
    const switching = (activeFarm()?.farmId ?? null) !== (n.farm_id ?? null) && (farm || !n.farm_id);
    if (switching) switchFarm(activeFarmOf(farm ?? null, me), n.path);
    else void navigate(n.path);
  };
  const fieldId = useId();
  const kindId = useId();
  const fieldName = (id: string | null) => (id ? fields.data?.find((f) => f.field_id === id)?.field_name : undefined);

  const setFilter = (name: 'field' | 'kind', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const unread = list.data?.unread ?? 0;

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <Button
            variant="secondary"
            disabled={!unread}
            loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Card>
        <div className="notifications-filters">
          <div className="notifications-filters__field">
            <label htmlFor={fieldId}>{t('common.field')}</label>
            <select id={fieldId} value={field ?? ''} onChange={(e) => setFilter('field', e.target.value)}>
              <option value="">{t('notifications.allFields')}</option>
              {(fields.data ?? []).map((f) => (
                <option key={f.field_id} value={f.field_id}>
                  {f.field_name} ({f.farm_name})
                </option>
              ))}
            </select>
          </div>
          <div className="notifications-filters__field">
            <label htmlFor={kindId}>{t('notifications.kind')}</label>
            <select id={kindId} value={kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
              <option value="">{t('notifications.allKinds')}</option>
              {NOTIFICATION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(NOTIFICATION_KIND_KEYS[k])}
                </option>
              ))}
            </select>
          </div>
          <p className="notifications-filters__count" role="status">
            {list.data
              ? unread
                ? t('notifications.unreadCount', { count: unread })
                : t('notifications.allRead')
              : null}
          </p>
        </div>
        {markRead.isError ? <p role="alert">{t('notifications.markReadFailed')}</p> : null}
        <QueryState
          queries={[list]}
          loadingLabel={t('notifications.loading')}
          errorText={t('notifications.loadError')}
          empty={{
            when: list.data?.notifications.length === 0,
            content: (
              <EmptyState title={t(field || kind ? 'notifications.noneMatch' : 'notifications.noneYet')}>
                {t(field || kind ? 'notifications.noneMatchHint' : 'notifications.noneYetHint')}
              </EmptyState>
            ),
          }}
        >
          {() => (
            <ul className="notifications-list" aria-label={t('notifications.title')}>
              {list.data!.notifications.map((n) => (
                <NotificationItem
                  key={n.id}
                  n={n}
                  fieldName={fieldName(n.field_id)}
                  marking={
                    markRead.isPending &&
                    Boolean(markRead.variables && 'ids' in markRead.variables && markRead.variables.ids.includes(n.id))
                  }
                  onMarkRead={() => markRead.mutate({ ids: [n.id] })}
                  onOpen={() => {
                    if (!n.read) markRead.mutate({ ids: [n.id] });
                    open(n);
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </>
  );
}
