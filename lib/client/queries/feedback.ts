'use client';

import { useMutation } from '@tanstack/react-query';
import { postDataCorrection } from '@/lib/client/endpoints';

/** POST /api/feedback/data-correction as a mutation: its pending state is the form's "Submitting...". */
export function useDataCorrectionReport() {
  return useMutation({ mutationFn: postDataCorrection });
}
