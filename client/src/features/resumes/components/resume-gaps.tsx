import { useTranslation } from 'react-i18next';

/**
 * What the job asked for that the worker's profile and credentials did not hold (issue 55, point 5):
 * kept out of the resume, shown here so the worker knows what to add if they hold it, or to get.
 */
export function ResumeGaps({ gaps, id }: { gaps: string[]; id: string }) {
  const { t } = useTranslation('resumes');
  if (gaps.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h3 id={id} className="font-medium">
        {t('gaps.heading')}
      </h3>
      <ul className="grid gap-0.5">
        {gaps.map((gap) => (
          <li key={gap} className="ml-5 list-disc break-words">
            <span className="font-medium">{gap}</span> — {t('gaps.notInProfile')}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t('gaps.hint')}</p>
    </section>
  );
}
