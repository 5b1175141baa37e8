import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { OwnWorkHistory } from '@/components/work-history/own-work-history';
import { WorkerReviews } from '@/components/reviews/worker-reviews';
import { useAuth } from '@/lib/auth';
import i18n from '@/lib/i18n';
import { useWorkerProfile } from '../api/get-worker-profile';
import { WorkerProfileForm } from './worker-profile-form';

// Its dialogs load with it, after the profile: deleting an account is rare.
const WorkerAccountCard = React.lazy(() =>
  Promise.all([import('./worker-account-card'), i18n.loadNamespaces('worker-account')]).then(([m]) => ({ default: m.WorkerAccountCard })),
);

export function WorkerProfileTab({
  isEditing,
  onEditingChange,
  credentialWallet,
}: {
  isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
  /** The credential wallet (its own feature), shown in the Certifications & Skills section. */
  credentialWallet?: React.ReactNode;
}) {
  const { t } = useTranslation('worker-profile');
  const { user } = useAuth();
  const profileQuery = useWorkerProfile(user?.id);

  if (!user) return null;
  if (profileQuery.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    );
  }
  if (profileQuery.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-white p-4 text-destructive">
        {t('form.loadError')}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <WorkerProfileForm
        user={user}
        profile={profileQuery.data}
        isEditing={isEditing}
        onEditingChange={onEditingChange}
        credentialWallet={credentialWallet}
      />
      {/* Its texts load on their own: the profile does not wait for them. */}
      <React.Suspense fallback={null}>
        <OwnWorkHistory workerId={user.id} />
      </React.Suspense>
      <div className="rounded-lg border bg-white p-4 sm:p-6">
        <WorkerReviews workerId={user.id} isOwn />
      </div>
      <React.Suspense fallback={null}>
        <WorkerAccountCard />
      </React.Suspense>
    </div>
  );
}
