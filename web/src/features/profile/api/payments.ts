/** GET /api/user/payments: the caller's payments, newest first, with their receipts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentRecord } from '@shared/payments';
import { apiRequest } from '../../../lib/api-client';

export const getPayments = async (signal?: AbortSignal): Promise<PaymentRecord[]> =>
  (await apiRequest<{ data: PaymentRecord[] }>('/api/user/payments', { signal })).data;

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: ['payments'], queryFn: ({ signal }) => getPayments(signal) });

export const usePayments = () => useQuery(paymentsQueryOptions());
