import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Asked on each click rather than cached: the worker may have replaced the file since. */
export function getApplicationResume(id: string): Promise<{ resumeUrl: string }> {
  return apiJson<{ resumeUrl: string }>('GET', `/api/applications/${id}/resume`);
}

export function useApplicationResume() {
  return useMutation({ mutationFn: getApplicationResume });
}
