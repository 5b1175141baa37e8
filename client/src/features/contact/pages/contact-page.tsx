import { BookOpen, Clock, FileText, GraduationCap, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-sections';
import { PublicLayout } from '@/components/layout/public-layout';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation('contact');
  const quickLinks = [
    { to: '/help-center', icon: BookOpen, label: t('quickLinks.helpCenter'), text: t('quickLinks.helpCenterText') },
    { to: '/resume-help', icon: FileText, label: t('quickLinks.resumeHelp'), text: t('quickLinks.resumeHelpText') },
    { to: '/career-resources', icon: GraduationCap, label: t('quickLinks.careerResources'), text: t('quickLinks.careerResourcesText') },
  ];
  const hours = [
    [t('hours.weekdays'), t('hours.weekdaysValue')],
    [t('hours.saturday'), t('hours.saturdayValue')],
    [t('hours.sunday'), t('hours.sundayValue')],
  ] as const;

  return (
    <PublicLayout>
      <PageHero title={t('title')} subtitle={t('subtitle')} />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t('form.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('info.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 text-sm">
                <li className="flex gap-3">
                  <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{t('info.email')}</p>
                    <a className="text-primary hover:underline" href={`mailto:${t('info.emailValue')}`}>
                      {t('info.emailValue')}
                    </a>
                    <p className="text-muted-foreground">{t('info.emailNote')}</p>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Phone className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{t('info.phone')}</p>
                    <a className="text-primary hover:underline" href={t('info.phoneHref')}>
                      {t('info.phoneValue')}
                    </a>
                  </div>
                </li>
                <li className="flex gap-3">
                  <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <p className="font-medium">{t('info.office')}</p>
                    <p className="text-slate-700">{t('info.officeValue')}</p>
                  </div>
                </li>
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex-row items-center gap-2 space-y-0">
              <Clock className="h-5 w-5 text-primary" aria-hidden="true" />
              <CardTitle>{t('hours.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                {hours.map(([day, time]) => (
                  <div key={day} className="flex justify-between gap-4">
                    <dt className="text-slate-700">{day}</dt>
                    <dd className="font-medium">{time}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('quickLinks.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                {quickLinks.map(({ to, icon: Icon, label, text }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="group flex gap-3 rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
                      <span>
                        <span className="block font-medium text-primary group-hover:underline">{label}</span>
                        <span className="block text-sm text-muted-foreground">{text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </PublicLayout>
  );
}
