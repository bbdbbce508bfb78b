import type {
  BusyBody,
  BusyWire,
  SoldOutBody,
  SoldOutTargetWire,
  StaffOperationsResponse,
  ZoneTesterBody,
  ZoneTesterResponse,
} from '@okmenu/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from './staff-request.ts';

/** GET staff/operations?branch_id=…: the branch's sold-out marks and busy settings. */
export const staffOperationsQuery = (token: string, branchId: number) =>
  queryOptions({
    queryKey: ['staff', token, 'operations', branchId],
    queryFn: ({ signal }) =>
      staffRequest<StaffOperationsResponse>(`staff/operations?branch_id=${branchId}`, { token, signal }),
    refetchInterval: 15_000,
    meta: { skipAuthRedirect: true },
  });

export function useStaffOperations(token: string, branchId: number) {
  return useQuery({ ...staffOperationsQuery(token, branchId), enabled: branchId > 0 });
}

/** POST staff/sold-out and staff/sold-out/clear: both answer the branch's marks, which replace the cached ones. */
export function useSoldOutMutation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { mark: SoldOutBody } | { clear: { branch_id: number; target: SoldOutTargetWire } }) =>
      'mark' in change
        ? staffRequest<StaffOperationsResponse>('staff/sold-out', { token, method: 'POST', body: change.mark })
        : staffRequest<StaffOperationsResponse>('staff/sold-out/clear', { token, method: 'POST', body: change.clear }),
    onSuccess: (answer) => client.setQueryData(staffOperationsQuery(token, answer.branch_id).queryKey, answer),
    meta: { skipAuthRedirect: true },
  });
}

/** POST staff/busy (owner): pause or slow a selling type of a branch. */
export function useBusyMutation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BusyBody) => staffRequest<{ busy: BusyWire }>('staff/busy', { token, method: 'POST', body }),
    onSuccess: (_answer, body) =>
      client.invalidateQueries({ queryKey: staffOperationsQuery(token, body.branch_id).queryKey }),
    meta: { skipAuthRedirect: true },
  });
}

/** POST staff/zone-tester (owner): what a guest would get at a place, a time and a selling type. */
export function useZoneTester(token: string) {
  return useMutation({
    mutationFn: (body: ZoneTesterBody) =>
      staffRequest<ZoneTesterResponse>('staff/zone-tester', { token, method: 'POST', body }),
    meta: { skipAuthRedirect: true },
  });
}
