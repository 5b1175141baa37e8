import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { Award, ClipboardList, Map, Target } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useCareerAssessments } from '../api/get-career-assessments';
import { useCareerRoadmaps } from '../api/get-career-roadmaps';
import { useCertifications } from '../api/get-certifications';
import { useSkillsAssessments } from '../api/get-skills-assessments';
import { AssessmentCard, CertificationCard, RoadmapCard, SkillsAssessmentCard } from './career-cards';
import { CareerFormDialog, type CareerFormKind } from './career-form-dialog';
import { ListState } from './list-state';

const TABS = ['overview', 'assessments', 'skills', 'roadmaps', 'certifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

/** The signed-in career tools: overview counts and one tab per kind of record. */
export function CareerWorkspace() {
  const { t } = useTranslation('career');
  const [tab, setTab] = React.useState<Tab>('overview');
  const [openForm, setOpenForm] = React.useState<CareerFormKind | null>(null);
  const assessments = useCareerAssessments();
  const skills = useSkillsAssessments();
  const roadmaps = useCareerRoadmaps();
  const certifications = useCertifications();
  const today = React.useMemo(() => new Date(), []);

  const counts: { key: Tab; form: CareerFormKind; icon: typeof ClipboardList; query: UseQueryResult<unknown[]> }[] = [
    { key: 'assessments', form: 'assessment', icon: ClipboardList, query: assessments },
    { key: 'skills', form: 'skills', icon: Target, query: skills },
    { key: 'roadmaps', form: 'roadmap', icon: Map, query: roadmaps },
    { key: 'certifications', form: 'certification', icon: Award, query: certifications },
  ];

  return (
    <>
      <section className="bg-navy px-4 py-12 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t('workspace.title')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-300">{t('workspace.subtitle')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={() => setTab('assessments')}>
              {t('workspace.startAssessment')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="bg-transparent text-white hover:bg-white/10 hover:text-white"
              onClick={() => setTab('skills')}
            >
              {t('workspace.analyzeSkills')}
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8">
        <TabsPrimitive.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsPrimitive.List
              aria-label={t('workspace.tabsLabel')}
              className="inline-flex w-max min-w-full gap-1 rounded-lg bg-white p-1 shadow-sm"
            >
              {TABS.map((value) => (
                <TabsPrimitive.Trigger
                  key={value}
                  value={value}
                  className={cn(
                    'shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors',
                    'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                  )}
                >
                  {t(`tabs.${value}`)}
                </TabsPrimitive.Trigger>
              ))}
            </TabsPrimitive.List>
          </div>

          <TabsPrimitive.Content value="overview" className="mt-6 focus-visible:outline-none">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {counts.map(({ key, form, icon: Icon, query }) => (
                <Card key={key}>
                  <CardContent className="grid gap-2 pt-6 sm:pt-6">
                    <Icon className="h-7 w-7 text-primary" aria-hidden="true" />
                    <p className="text-sm text-muted-foreground">{t(`overview.${key}`)}</p>
                    <p className="text-3xl font-bold" aria-live="polite">
                      {query.isPending ? '…' : query.isError ? '-' : query.data.length}
                    </p>
                    <Button variant="outline" size="sm" onClick={() => setOpenForm(form)}>
                      {t(`new.${form}`)}
                    </Button>
                  </CardContent>
                </Card>
              ))}
            </div>
          </TabsPrimitive.Content>

          <TabsPrimitive.Content value="assessments" className="mt-6 focus-visible:outline-none">
            <ListState
              query={assessments}
              title={t('assessments.title')}
              newLabel={t('new.assessment')}
              emptyTitle={t('assessments.emptyTitle')}
              emptyText={t('assessments.emptyText')}
              errorText={t('errors.assessments')}
              onCreate={() => setOpenForm('assessment')}
            >
              {(items) => items.map((item) => <AssessmentCard key={item.id} assessment={item} />)}
            </ListState>
          </TabsPrimitive.Content>

          <TabsPrimitive.Content value="skills" className="mt-6 focus-visible:outline-none">
            <ListState
              query={skills}
              title={t('skills.title')}
              newLabel={t('new.skills')}
              emptyTitle={t('skills.emptyTitle')}
              emptyText={t('skills.emptyText')}
              errorText={t('errors.skills')}
              onCreate={() => setOpenForm('skills')}
            >
              {(items) => items.map((item) => <SkillsAssessmentCard key={item.id} assessment={item} />)}
            </ListState>
          </TabsPrimitive.Content>

          <TabsPrimitive.Content value="roadmaps" className="mt-6 focus-visible:outline-none">
            <ListState
              query={roadmaps}
              title={t('roadmaps.title')}
              newLabel={t('new.roadmap')}
              emptyTitle={t('roadmaps.emptyTitle')}
              emptyText={t('roadmaps.emptyText')}
              errorText={t('errors.roadmaps')}
              onCreate={() => setOpenForm('roadmap')}
            >
              {(items) => items.map((item) => <RoadmapCard key={item.id} roadmap={item} />)}
            </ListState>
          </TabsPrimitive.Content>

          <TabsPrimitive.Content value="certifications" className="mt-6 focus-visible:outline-none">
            <ListState
              query={certifications}
              title={t('certifications.title')}
              newLabel={t('new.certification')}
              emptyTitle={t('certifications.emptyTitle')}
              emptyText={t('certifications.emptyText')}
              errorText={t('errors.certifications')}
              onCreate={() => setOpenForm('certification')}
            >
              {(items) => items.map((item) => <CertificationCard key={item.id} certification={item} today={today} />)}
            </ListState>
          </TabsPrimitive.Content>
        </TabsPrimitive.Root>
      </div>

      <CareerFormDialog kind={openForm} onClose={() => setOpenForm(null)} />
    </>
  );
}
