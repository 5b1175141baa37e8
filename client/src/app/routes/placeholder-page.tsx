import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';

/** An honest stand-in for a public page whose issue has not landed yet. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t(titleKey)}</h1>
        <p className="mt-3 text-muted-foreground">{t('placeholder.comingSoon')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t('placeholder.backHome')}</Link>
        </Button>
      </section>
    </PublicLayout>
  );
}
