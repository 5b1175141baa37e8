import { CalendarPlus, ExternalLink, MapPin, Phone, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '@core/interviews/schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDate, formatTimeAndZone } from '@/lib/format';
import { useDownloadInterviewCalendar } from '../api/download-interview-calendar';

const TYPE_ICONS = { video: Video, 'in-person': MapPin, phone: Phone } as const;

/** The interviews of one application, as both the worker and the employer see them. */
export function InterviewList({ interviews }: { interviews: Interview[] }) {
  const { t } = useTranslation('interviews');
  const download = useDownloadInterviewCalendar();

  const addToCalendar = (id: string) =>
    download.mutate(id, {
      onError: () =>
        toast({ variant: 'destructive', title: t('list.calendarFailedTitle'), description: t('list.calendarFailedDescription') }),
    });

  return (
    <ul className="grid gap-2">
      {interviews.map((interview) => {
        const Icon = TYPE_ICONS[interview.type];
        const date = formatDate(interview.scheduledAt);
        const platform = interview.meetingPlatform ? t(`platform.${interview.meetingPlatform}`) : null;
        return (
          <li key={interview.id} className="rounded-md border bg-blue-50 p-3 text-sm" data-testid="interview">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex items-center gap-2 font-medium">
                <Icon className="h-4 w-4 shrink-0 text-blue-700" aria-hidden="true" />
                <span>
                  {t('list.typeInterview', { type: t(`type.${interview.type}`) })}
                  {platform && ` · ${platform}`}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('list.addToCalendarLabel', { date })}
                disabled={download.isPending && download.variables === interview.id}
                onClick={() => addToCalendar(interview.id)}
              >
                <CalendarPlus aria-hidden="true" />
                {t('list.addToCalendar')}
              </Button>
            </div>
            <p className="mt-1">{t('list.when', { date, time: formatTimeAndZone(interview.scheduledAt) })}</p>
            {interview.meetingLink && (
              <a
                href={interview.meetingLink}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 break-all font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={platform ? t('list.joinLabel', { platform }) : undefined}
              >
                {t('list.join')}
                <ExternalLink className="h-3 w-3" aria-hidden="true" />
              </a>
            )}
            {interview.location && <p className="mt-1">{t('list.location', { location: interview.location })}</p>}
            {interview.notes && (
              <p className="mt-1 whitespace-pre-line text-muted-foreground">{t('list.notes', { notes: interview.notes })}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
