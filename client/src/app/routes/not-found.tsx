import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild className="mt-6">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
