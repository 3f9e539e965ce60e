/**
 * The grower's in-app notifications (resource `notifications`): the list (filtered by field and
 * kind) with the unread count, the unread count alone (the bell), and marking them read.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@shared/alerts/kinds';
import type { MarkReadInput } from '@shared/alerts/notifications';
import { call } from './client';
import { newChangeId, sendOrQueue } from './offline-queue';

export interface NotificationFilter {
  field?: string;
  kind?: NotificationKind;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter.field ?? '', filter.kind ?? ''] as const,
  unread: ['notifications', 'unread'] as const,
};

/** How often the bell asks for the unread count while the app is open. */
const UNREAD_POLL_MS = 60_000;

export const notificationsQuery = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) =>
      call('listNotifications', { query: { field: filter.field, kind: filter.kind }, signal }).then((r) => r.data),
  });

export const useNotifications = (filter: NotificationFilter) => useQuery(notificationsQuery(filter));

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => call('unreadNotifications', { signal }).then((r) => r.data.unread),
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });

/** Offline, the marking is queued (the mutation answers null) and sent when the network returns. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: MarkReadInput) =>
      sendOrQueue({ kind: 'markRead', id: newChangeId(), body: input }, () =>
        call('markNotificationsRead', { body: input }).then((r) => r.data),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
