/**
 * Vendor-cloud links (IrriMAX Live, ZENTRA Cloud): the grower's list, linking a sensor (the key
 * goes to the server once and is never read back) and unlinking. Keys start with 'vendor-links'.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateVendorLinkInput, VendorLinkView } from '@shared/vendor-clouds/links';
import { call } from './client';

export type VendorLink = VendorLinkView;

export const vendorLinkKeys = { all: ['vendor-links'] as const };

export const vendorLinksQuery = () =>
  queryOptions({
    queryKey: vendorLinkKeys.all,
    queryFn: ({ signal }) => call('listVendorLinks', { signal }).then((r) => r.data),
    // A pull runs every 15 minutes: look again now and then while the page is open.
    refetchInterval: 60_000,
  });
export const useVendorLinks = () => useQuery(vendorLinksQuery());

export function useCreateVendorLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVendorLinkInput) => call('createVendorLink', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: vendorLinkKeys.all }),
  });
}

export function useDeleteVendorLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => call('deleteVendorLink', { params: { linkId } }),
    onSettled: () => client.invalidateQueries({ queryKey: vendorLinkKeys.all }),
  });
}
