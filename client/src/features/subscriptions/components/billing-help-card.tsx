import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function BillingHelpCard() {
  const { t } = useTranslation('subscriptions');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('helpTitle')}</CardTitle>
        <CardDescription>{t('helpText')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/help-center">{t('helpCenter')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact-us">{t('contactSupport')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
