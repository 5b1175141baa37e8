import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Fetches the .ics with the session's bearer token, then hands it to the browser as a download. */
export async function downloadInterviewCalendar(interviewId: string): Promise<void> {
  const response = await apiRequest('GET', `/api/interviews/${interviewId}.ics`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `interview-${interviewId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadInterviewCalendar() {
  return useMutation({ mutationFn: downloadInterviewCalendar });
}
