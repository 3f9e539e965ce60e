/**
 * Whether the grower has a phone for SMS, from GET /api/me (the same query the profile uses). The
 * answer may not carry the phone yet: anything but a non-empty `phone` or `phone_number` reads as none.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function phoneOf(me: unknown): string | null {
  if (!me || typeof me !== 'object') return null;
  for (const key of ['phone', 'phone_number'] as const) {
    const v = (me as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return null;
}

export const useProfilePhone = () =>
  useQuery({ queryKey: ['me'], queryFn: ({ signal }) => apiRequest<unknown>('/api/me', { signal }), select: phoneOf });
