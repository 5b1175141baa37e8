import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentPage } from '../components/document-page';

export function CareerResourcesPage() {
  const { t } = useTranslation('site-pages');
  return (
    <DocumentPage namespaceKey="careerResources">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/career-planning-tools">{t('careerResources.planningTools')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/workforce-training-programs">{t('careerResources.trainingPrograms')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/resume-help">{t('careerResources.resumeHelp')}</Link>
        </Button>
      </div>
    </DocumentPage>
  );
}
