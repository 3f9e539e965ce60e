/**
 * alerts: the user's alert preferences and in-app notifications. Signed-in users, not subscribers:
 * a member of a farm shared with them needs no plan of their own (the farm's owner's plan decides
 * what is sent), and their preferences and bell are theirs. Nothing reaches a user without a plan
 * of their own but a shared farm's alerts and notes, so the routes give such a user nothing else.
 */
import * as z from 'zod';
import {
  markReadAnswerSchema,
  markReadSchema,
  notificationListSchema,
  notificationQuerySchema,
  unreadCountSchema,
} from '../alerts/notifications';
import { alertPreferencesAnswerSchema, alertPreferencesSchema } from '../alerts/preferences';
import { defineRoute } from './define';

export const alertsRoutes = {
  getPreferences: defineRoute({
    method: 'GET',
    path: '/api/v2/alerts/preferences',
    access: 'user',
    resource: 'alert-preferences',
    summary: 'Your alert preferences (the defaults until you save some): channels per kind, quiet hours, mutes.',
    answer: alertPreferencesAnswerSchema,
  }),
  putPreferences: defineRoute({
    method: 'PUT',
    path: '/api/v2/alerts/preferences',
    access: 'user',
    resource: 'alert-preferences',
    summary: 'Replace your alert preferences as a whole; a mute must name one of your fields.',
    body: alertPreferencesSchema,
    answer: alertPreferencesAnswerSchema,
  }),
  listNotifications: defineRoute({
    method: 'GET',
    path: '/api/v2/notifications',
    access: 'user',
    resource: 'notifications',
    summary: 'Your in-app notifications, newest first, filtered by field and kind, with the unread count.',
    query: notificationQuerySchema,
    answer: z.strictObject({ data: notificationListSchema }),
  }),
  unreadNotifications: defineRoute({
    method: 'GET',
    path: '/api/v2/notifications/unread',
    access: 'user',
    resource: 'notifications',
    summary: 'How many of your in-app notifications are unread.',
    answer: z.strictObject({ data: unreadCountSchema }),
  }),
  markNotificationsRead: defineRoute({
    method: 'POST',
    path: '/api/v2/notifications/read',
    access: 'user',
    resource: 'notifications',
    summary: 'Mark some of your notifications (by id) or all of them read.',
    body: markReadSchema,
    answer: z.strictObject({ data: markReadAnswerSchema }),
  }),
} as const;
