'use client';

/** The admin Feedback tab's server data (accounts-side §2.13, §7.5): the list, its counts, and changes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminFeedback, getAdminFeedbackSummary, putAdminFeedback } from '@/lib/client/endpoints';
import { FEEDBACK_UPDATE_FAILED } from '@/lib/messages/admin';

export const ADMIN_FEEDBACK_QUERY_ROOT = 'admin-feedback';
type ListQuery = Parameters<typeof getAdminFeedback>[0];

/** One page of the filtered list; the previous page stays on screen while the next one loads. */
export function useAdminFeedbackList(query: ListQuery) {
  return useQuery({ queryKey: [ADMIN_FEEDBACK_QUERY_ROOT, 'list', query], queryFn: () => getAdminFeedback(query), placeholderData: keepPreviousData });
}

export function useAdminFeedbackSummary() {
  return useQuery({ queryKey: [ADMIN_FEEDBACK_QUERY_ROOT, 'summary'], queryFn: getAdminFeedbackSummary });
}

/** A status or notes change: the list is read again, and the counts when the status was sent (§7.5). */
export function useUpdateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & Parameters<typeof putAdminFeedback>[1]) => putAdminFeedback(id, body),
    onSuccess: (_answer, variables) => {
      void client.invalidateQueries({ queryKey: [ADMIN_FEEDBACK_QUERY_ROOT, 'list'] });
      if (variables.status !== undefined) void client.invalidateQueries({ queryKey: [ADMIN_FEEDBACK_QUERY_ROOT, 'summary'] });
    },
    // The spec logs feedback update failures only; the modal says so too (FeedbackDetailModal).
    onError: (error) => console.error(FEEDBACK_UPDATE_FAILED, error),
  });
}
