/** alerts. */
import { defineRoute, notYetDescribed } from './define';

export const alertsRoutes = {
  getPreferences: defineRoute({
    method: 'GET',
    path: '/api/v2/alerts/preferences',
    access: 'subscriber',
    resource: 'alert-preferences',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  putPreferences: defineRoute({
    method: 'PUT',
    path: '/api/v2/alerts/preferences',
    access: 'subscriber',
    resource: 'alert-preferences',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  listNotifications: defineRoute({
    method: 'GET',
    path: '/api/v2/notifications',
    access: 'subscriber',
    resource: 'notifications',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  unreadNotifications: defineRoute({
    method: 'GET',
    path: '/api/v2/notifications/unread',
    access: 'subscriber',
    resource: 'notifications',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/api/v2/notifications/read',
    access: 'subscriber',
    resource: 'notifications',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
