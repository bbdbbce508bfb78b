import type { StaffFeedbackAveragesResponse, StaffFeedbackResponse } from '@okmenu/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isUnauthorized } from '../../../shared/api/api-error.ts';
import { staffRequest } from './staff-request.ts';

/** GET staff/feedback?before&limit: questionnaire answers and order ratings, newest first, page by page. */
export function useStaffFeedback(token: string, locale: string) {
  return useInfiniteQuery({
    queryKey: ['staff', token, 'feedback', locale] as const,
    queryFn: ({ pageParam, signal }) =>
      staffRequest<StaffFeedbackResponse>(`staff/feedback?limit=20${pageParam ? `&before=${pageParam}` : ''}`, {
        token,
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before,
    retry: (count, error) => !isUnauthorized(error) && count < 3,
    meta: { skipAuthRedirect: true },
  });
}

/** GET staff/feedback/averages?weeks=: means (or option counts) per question, overall and per week. */
export function useStaffFeedbackAverages(token: string, locale: string, weeks = 8) {
  return useQuery({
    queryKey: ['staff', token, 'feedback-averages', locale, weeks] as const,
    queryFn: ({ signal }) =>
      staffRequest<StaffFeedbackAveragesResponse>(`staff/feedback/averages?weeks=${weeks}`, { token, signal }),
    retry: (count, error) => !isUnauthorized(error) && count < 3,
    meta: { skipAuthRedirect: true },
  });
}
