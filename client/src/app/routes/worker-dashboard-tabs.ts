export const WORKER_TABS = ['jobs', 'applications', 'crews', 'services', 'billing', 'saved', 'messages', 'profile'] as const;
export type WorkerTab = (typeof WORKER_TABS)[number];

export function isWorkerTab(value: string | null): value is WorkerTab {
  return WORKER_TABS.includes(value as WorkerTab);
}

/** Each tab's code, apart from the dashboard's, so the page and the early start (start-route-data.ts) ask for the same chunk. */
export const WORKER_TAB_LOADERS = {
  jobs: () => import('@/features/jobs/components/job-search-tab'),
  applications: () => import('@/features/applications/components/worker-applications-tab'),
  crews: () => import('@/features/crews/components/crews-tab'),
  services: () => import('@/features/payments/components/worker-services-tab'),
  billing: () => import('@/features/subscriptions/components/worker-billing-tab'),
  saved: () => import('@/features/jobs/components/saved-jobs-tab'),
  messages: () => import('@/features/messaging/components/messaging-panel'),
  profile: () => import('@/features/worker-profile/components/worker-profile-tab'),
} satisfies Record<WorkerTab, () => Promise<unknown>>;
