'use client';

import { useMutation } from '@tanstack/react-query';
import { postDataCorrection, postFeedback } from '@/lib/client/endpoints';

/** POST /api/feedback/data-correction as a mutation: its pending state is the form's "Submitting...". */
export function useDataCorrectionReport() {
  return useMutation({ mutationFn: postDataCorrection });
}

/** POST /api/feedback/submit as a mutation (the footer's two forms). */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: postFeedback });
}
