import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Honest placeholder for a section whose issue has not landed yet: never fake data. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-white p-8 text-center">
      <Construction className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('placeholder.sectionComingSoon')}</p>
    </div>
  );
}
