/** The grower's notifications: GET /api/v2/notifications (+ /unread), POST /api/v2/notifications/read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertKind } from '@shared/alerts/kinds';
import type { MarkReadInput, NotificationList } from '@shared/alerts/notifications';
import { apiRequest } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter.field ?? '', filter.kind ?? ''] as const,
  unread: ['notifications', 'unread'] as const,
};

export interface NotificationFilter {
  field?: string;
  kind?: AlertKind;
}

/** How often the bell asks for the unread count while the app is open. */
const UNREAD_POLL_MS = 60_000;

export const useNotifications = (filter: NotificationFilter) =>
  useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) =>
      apiRequest<{ data: NotificationList }>('/api/v2/notifications', {
        query: { field: filter.field, kind: filter.kind },
        signal,
      }).then((r) => r.data),
  });

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { unread: number } }>('/api/v2/notifications/unread', { signal }).then((r) => r.data.unread),
    refetchInterval: UNREAD_POLL_MS,
    retry: false,
  });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) =>
      apiRequest<{ data: { marked: number; unread: number } }>('/api/v2/notifications/read', {
        method: 'POST',
        json: input,
      }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
