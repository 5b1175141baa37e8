import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openAuthDialog } from '@/lib/auth-dialog';
import { DocumentPage } from '../components/document-page';

export function ResumeHelpPage() {
  const { t } = useTranslation('site-pages');
  return (
    <DocumentPage namespaceKey="resumeHelp">
      <section className="rounded-lg bg-accent p-6">
        <h2 className="text-lg font-bold">{t('resumeHelp.ctaTitle')}</h2>
        <p className="mt-1 text-slate-700">{t('resumeHelp.ctaText')}</p>
        <Button className="mt-4" onClick={() => openAuthDialog('signup')}>
          {t('resumeHelp.ctaButton')}
        </Button>
      </section>
    </DocumentPage>
  );
}
