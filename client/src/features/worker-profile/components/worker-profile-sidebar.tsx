import { CheckCircle2, Circle, FileText, MapPin, MessageSquare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@core/auth/schemas';
import { getWorkerChecklist } from '@core/worker-profile/completeness';
import type { WorkerProfileResponse } from '@core/worker-profile/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { optionLabel } from '@/lib/option-label';
import { useRequiredFieldName } from '../hooks/use-required-field-name';

/** 001 section 2: avatar, name, trade, location, progress, missing fields, checklist and shortcuts. */
export function WorkerProfileSidebar({
  user,
  profile,
  onEditProfile,
  onOpenMessages,
}: {
  user: User;
  profile: WorkerProfileResponse;
  onEditProfile(): void;
  onOpenMessages(): void;
}) {
  const { t } = useTranslation('worker-profile');
  const fieldName = useRequiredFieldName();
  const { percent, missing } = profile.completeness;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <Card>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5 pt-4 sm:pt-6">
        <section aria-label={t('sidebar.label')} className="flex min-w-0 items-center gap-3 lg:flex-col lg:text-center">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-xl font-semibold text-accent-foreground lg:h-20 lg:w-20">
            {user.avatarUrl ? <img src={user.avatarUrl} alt="" className="h-full w-full object-cover" /> : name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            {/* The e-mail stands in for a missing name; long ones wrap anywhere rather than widen the page. */}
            <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
            <p className="text-sm text-muted-foreground">
              {profile.primaryTrade ? optionLabel('trade', profile.primaryTrade) : t('sidebar.noTrade')}
            </p>
            <p className="flex items-center gap-1 text-sm text-muted-foreground lg:justify-center">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
              {user.location || t('sidebar.noLocation')}
            </p>
          </div>
        </section>

        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span id="profile-progress-label" className="font-medium">
              {t('sidebar.progress')}
            </span>
            <span>{percent}%</span>
          </div>
          <Progress value={percent} aria-labelledby="profile-progress-label" />
          {missing.length > 0 ? (
            <div className="text-sm">
              <p className="font-medium">{t('sidebar.missing')}</p>
              <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                {missing.map((label) => (
                  <li key={label}>{fieldName(label)}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-green-700">{t('sidebar.allSet')}</p>
          )}
        </div>

        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('sidebar.checklist')}</p>
          <ul className="grid gap-1.5 text-sm">
            {getWorkerChecklist(missing).map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                {item.isDone ? (
                  <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
                ) : (
                  <Circle className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                )}
                {t(`sidebar.${item.id}`)}
                <span className="sr-only">({item.isDone ? t('sidebar.done') : t('sidebar.notDone')})</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-2">
          <Button type="button" onClick={onEditProfile}>
            <Pencil aria-hidden="true" />
            {t('sidebar.editProfile')}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/resumeservice">
              <FileText aria-hidden="true" />
              {t('sidebar.resumeService')}
            </Link>
          </Button>
          <Button type="button" variant="outline" onClick={onOpenMessages}>
            <MessageSquare aria-hidden="true" />
            {t('sidebar.messages')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
