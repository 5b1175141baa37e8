import { useMutation } from '@tanstack/react-query';
import type { GeneratedResume } from '@core/resumes/schemas';
import { apiRequest } from '@/lib/api-client';

/** Fetches the PDF with the session and saves it through a temporary link. */
export async function downloadResume(resume: Pick<GeneratedResume, 'id'>) {
  const response = await apiRequest('GET', `/api/generated-resumes/${resume.id}/download?format=pdf`);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'resume.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}
