/** GET /api/me: who the server says the caller is (user name, group, subscription from the verified token). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/subscription';
import { apiRequest } from '../../../lib/api-client';

export interface Me {
  userName: string;
  group: string;
  groups: string[];
  isAdmin: boolean;
  subscription: Subscription | null;
}

export const getMe = (signal?: AbortSignal): Promise<Me> => apiRequest<Me>('/api/me', { signal });

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
