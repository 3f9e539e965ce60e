/** GET /api/me: who the server says the caller is (user name, group, subscription) and their contact details. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/subscription';
import { apiRequest } from '../../../lib/api-client';

export interface Me {
  userName: string;
  group: string;
  groups: string[];
  isAdmin: boolean;
  subscription: Subscription | null;
  email: string | null;
  /** E.164, as stored in the pool's `phone_number`; null when the grower has none. */
  phone: string | null;
  address: string | null;
}

export const getMe = (signal?: AbortSignal): Promise<Me> => apiRequest<Me>('/api/me', { signal });

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
