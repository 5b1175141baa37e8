import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '@/components/layout/page-sections';
import { PublicLayout } from '@/components/layout/public-layout';

type DocumentSection = { title: string; paragraphs: string[] };

function sectionId(index: number) {
  return `section-${index + 1}`;
}

/** A long-form page (policy, terms, guides) whose sections come from the site-pages namespace. */
export function DocumentPage({
  namespaceKey,
  showLastUpdated = false,
  children,
}: {
  namespaceKey: 'privacy' | 'terms' | 'careerResources' | 'resumeHelp';
  showLastUpdated?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('site-pages');
  const sections = t(`${namespaceKey}.sections`, { returnObjects: true }) as DocumentSection[];

  return (
    <PublicLayout>
      <PageHero title={t(`${namespaceKey}.title`)} subtitle={t(`${namespaceKey}.intro`)} />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('common.onThisPage')} className="lg:sticky lg:top-20 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('common.onThisPage')}</h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#${sectionId(index)}`} className="text-slate-700 hover:text-primary hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="grid gap-8">
          {showLastUpdated && <p className="text-sm text-muted-foreground">{t('common.lastUpdated', { date: t('common.legalDate') })}</p>}
          {sections.map((section, index) => (
            <section key={section.title} id={sectionId(index)} className="scroll-mt-20">
              <h2 className="text-xl font-bold">{section.title}</h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          ))}
          {children}
          <p className="border-t pt-6 text-sm text-muted-foreground">
            {t('common.questions')}{' '}
            <Link to="/contact-us" className="font-medium text-primary hover:underline">
              {t('common.contactLink')}
            </Link>
          </p>
        </article>
      </div>
    </PublicLayout>
  );
}
