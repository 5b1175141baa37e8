import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export function upgradeDemo(employerId: string): Promise<{ plan: 'boosted'; expiresAt: string }> {
  return apiJson('POST', `/api/employer/upgrade-demo/${employerId}`, { plan: 'boosted' });
}

export function useUpgradeDemo(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => upgradeDemo(employerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/employer/subscription'] }),
  });
}
