import { BookOpen, FileText, MessagesSquare, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type HelpCategory = { title: string; text: string; query: string };

const CATEGORY_ICONS = [BookOpen, FileText, MessagesSquare, Settings];

/** The help center's category cards: each searches its topic, and says how many questions that finds. */
export function HelpCategories({
  categories,
  countFor,
  onChoose,
}: {
  categories: HelpCategory[];
  countFor(category: HelpCategory): number;
  onChoose(query: string): void;
}) {
  const { t } = useTranslation('site-pages');
  return (
    <section aria-labelledby="help-categories" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="help-categories" className="text-2xl font-bold">
        {t('help.categoriesTitle')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category, index) => {
          const Icon = CATEGORY_ICONS[index] ?? BookOpen;
          return (
            <li key={category.title}>
              <button
                type="button"
                onClick={() => onChoose(category.query)}
                className="h-full w-full rounded-lg border bg-white p-5 text-left transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
                <span className="mt-2 block font-semibold">{category.title}</span>
                <span className="block text-sm text-muted-foreground">{t('help.articles', { count: countFor(category) })}</span>
                <span className="mt-2 block text-sm text-slate-700">{category.text}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
