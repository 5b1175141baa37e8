import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@core/shared/options';
import { useAuth } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

// Each language is named in itself, so a reader of either finds theirs whatever is showing.
const NAMES: Record<Language, { full: string; short: string }> = {
  en: { full: 'English', short: 'EN' },
  es: { full: 'Español', short: 'ES' },
};

/** English/Español: a labelled pair of toggle buttons; compact shows EN/ES where a header is tight. */
export function LanguageSwitcher({ isCompact = false, className }: { isCompact?: boolean; className?: string }) {
  const { t } = useTranslation();
  const { changeLanguage } = useAuth();
  const active = currentLanguage();

  const onChoose = (language: Language) => {
    changeLanguage(language).catch((error: unknown) => console.error('Saving the language failed', error));
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex shrink-0 rounded-md border border-input p-0.5', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          aria-label={isCompact ? NAMES[language].full : undefined}
          onClick={() => onChoose(language)}
          className={cn(
            'min-h-8 rounded px-2 text-sm font-medium pointer-coarse:min-h-11 pointer-coarse:min-w-11 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            language === active ? 'bg-primary text-primary-foreground' : 'text-slate-700 hover:bg-accent',
          )}
        >
          {isCompact ? NAMES[language].short : NAMES[language].full}
        </button>
      ))}
    </div>
  );
}
