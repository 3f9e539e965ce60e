/** accounts. */
import { defineRoute, notYetDescribed } from './define';

export const accountsRoutes = {
  getMe: defineRoute({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    resource: 'accounts',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  getProfile: defineRoute({
    method: 'GET',
    path: '/api/user/profile',
    access: 'user',
    resource: 'accounts',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/user/profile',
    access: 'user',
    resource: 'accounts',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/cognito/verify-email',
    access: 'user',
    resource: 'accounts',
    summary: 'TODO',
    answer: notYetDescribed,
  }),
} as const;
