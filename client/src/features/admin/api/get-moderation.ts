import { useQuery } from '@tanstack/react-query';
import type { ModerationListResponse } from '@core/admin/moderation-schemas';
import { apiJson } from '@/lib/api-client';

export const moderationKey = ['/api/admin/moderation'] as const;

export function getModeration() {
  return apiJson<ModerationListResponse>('GET', '/api/admin/moderation');
}

export function useModeration() {
  return useQuery({ queryKey: moderationKey, queryFn: getModeration });
}
