import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, Mail, MessageCircle, Phone, Search } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alternatives } from '@core/shared/lists';
import { RESUME_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { PageHero } from '@/components/layout/page-sections';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { HelpCategories, type HelpCategory } from '../components/help-categories';
import { matchesQuery, type Faq } from '../faq-search';

type QuickLink = { label: string; query: string };

export function HelpCenterPage() {
  const { t, i18n } = useTranslation('site-pages');
  const [query, setQuery] = React.useState('');
  // The resume answer names the uploader's own limits, so the two cannot disagree.
  const resumeFormats = alternatives(
    RESUME_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()),
    i18n.language === 'es' ? 'es' : 'en',
  );
  const faqs = t('help.faqs', { returnObjects: true, resumeFormats, resumeMaxMb: UPLOAD_MAX_MB.resume }) as Faq[];
  const categories = t('help.categories', { returnObjects: true }) as HelpCategory[];
  const quickLinks = t('help.quickLinks', { returnObjects: true }) as QuickLink[];
  const matches = faqs.filter((faq) => matchesQuery(faq, query));
  const isSearching = query.trim().length > 0;
  // A card's count is how many questions it opens.
  const countFor = (category: HelpCategory) => faqs.filter((faq) => matchesQuery(faq, category.query)).length;

  const searchFor = (topic: string) => {
    setQuery(topic);
    document.getElementById('faq')?.scrollIntoView({ behavior: 'smooth' });
  };
  const categoriesSection = <HelpCategories categories={categories} countFor={countFor} onChoose={searchFor} />;

  return (
    <PublicLayout>
      <PageHero title={t('help.title')} subtitle={t('help.subtitle')} />
      <div className="mx-auto -mt-7 max-w-2xl px-4">
        <Label htmlFor="help-search" className="sr-only">
          {t('help.searchLabel')}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="help-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('help.searchPlaceholder')}
            className="h-14 bg-white pl-11 text-base shadow-lg"
          />
        </div>
      </div>

      {/* While searching, the results come first: on a phone the cards would push them off the screen. */}
      {!isSearching && categoriesSection}
      <div className={cn('mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[1fr_18rem]', isSearching && 'pt-12')}>
        <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20">
          <h2 id="faq-title" className="text-2xl font-bold">
            {t('help.faqTitle')}
          </h2>
          {isSearching && matches.length > 0 && (
            <p role="status" className="mt-2 text-sm text-muted-foreground">
              {t('help.resultsCount', { count: matches.length })}
            </p>
          )}
          {matches.length === 0 ? (
            <p role="status" className="mt-6 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              {t('help.noResults', { query: query.trim() })}
            </p>
          ) : (
            <Accordion.Root type="single" collapsible className="mt-6 divide-y rounded-lg border bg-white">
              {matches.map((faq) => (
                <Accordion.Item key={faq.question} value={faq.question}>
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 p-4 text-left font-medium hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
                      {faq.question}
                      <ChevronDown
                        className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="px-4 pb-4 leading-relaxed text-slate-700">{faq.answer}</Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </section>

        <aside className="grid content-start gap-6">
          <section aria-labelledby="help-topics" className="rounded-lg border bg-white p-5">
            <h2 id="help-topics" className="font-semibold">
              {t('help.quickLinksTitle')}
            </h2>
            <ul className="mt-3 grid gap-1">
              {quickLinks.map((link) => (
                <li key={link.label}>
                  <button
                    type="button"
                    onClick={() => searchFor(link.query)}
                    className="rounded-sm text-left text-sm text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {link.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="still-need-help" className="rounded-lg bg-navy p-5 text-white">
            <h2 id="still-need-help" className="font-semibold">
              {t('help.stillNeedHelp')}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{t('help.stillNeedHelpText')}</p>
            <div className="mt-4 grid gap-2">
              <Button asChild>
                <Link to="/contact-us">
                  <MessageCircle aria-hidden="true" /> {t('help.liveChat')}
                </Link>
              </Button>
              <Button asChild variant="outline" className="bg-transparent text-white hover:bg-white/10 hover:text-white">
                <a href={`mailto:${t('help.supportEmail')}`}>
                  <Mail aria-hidden="true" /> {t('help.emailSupport')}
                </a>
              </Button>
              <Button asChild variant="outline" className="bg-transparent text-white hover:bg-white/10 hover:text-white">
                <a href={t('help.supportPhoneHref')}>
                  <Phone aria-hidden="true" /> {t('help.phoneSupport')}
                </a>
              </Button>
            </div>
          </section>
        </aside>
      </div>
      {isSearching && categoriesSection}
    </PublicLayout>
  );
}
