import { AlertTriangle, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { daysUntil, isExpiringSoon } from '@core/career/certifications';
import type { CareerAssessment, CareerRoadmap, Certification, SkillsAssessment } from '@core/career/schemas';
import { skillGaps } from '@core/career/scoring';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { MoreList } from './more-list';

export function AssessmentCard({ assessment }: { assessment: CareerAssessment }) {
  const { t } = useTranslation('career');
  const { results } = assessment;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{t(`assessmentTypes.${assessment.assessmentType}`)}</CardTitle>
          <Badge variant={results ? 'success' : 'warning'}>{results ? t('assessments.complete') : t('assessments.inProgress')}</Badge>
        </div>
        {assessment.completedAt && <CardDescription>{formatDate(assessment.completedAt)}</CardDescription>}
      </CardHeader>
      {results && (
        <CardContent className="grid gap-3">
          <div>
            <div className="flex justify-between text-sm">
              <span className="font-medium">{t('assessments.score')}</span>
              <span className="font-bold">{t('assessments.scoreValue', { score: results.overallScore })}</span>
            </div>
            <Progress value={results.overallScore} className="mt-1" aria-label={t('assessments.score')} />
          </div>
          <div>
            <h4 className="text-sm font-semibold">{t('assessments.recommendations')}</h4>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {assessment.recommendations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <h4 className="text-sm font-semibold">{t('assessments.strengths')}</h4>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {results.strengths.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="text-sm font-semibold">{t('assessments.growth')}</h4>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {results.areas_for_growth.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </CardContent>
      )}
    </Card>
  );
}

export function SkillsAssessmentCard({ assessment }: { assessment: SkillsAssessment }) {
  const { t } = useTranslation('career');
  const gaps = skillGaps(assessment.currentSkills, assessment.requiredSkills);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{assessment.targetRole}</CardTitle>
        <CardDescription>{formatDate(assessment.createdAt)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2 text-sm">
          {Object.entries(assessment.requiredSkills).map(([skill, required]) => (
            <li key={skill} className="grid gap-1">
              <div className="flex justify-between">
                <span>{skill}</span>
                <span className="text-muted-foreground">
                  {t('skills.currentOfRequired', { current: assessment.currentSkills[skill] ?? 0, required })}
                </span>
              </div>
              <Progress value={((assessment.currentSkills[skill] ?? 0) / 5) * 100} aria-label={skill} />
            </li>
          ))}
        </ul>
        <p className="text-sm">
          <span className="font-semibold">{t('skills.gaps')}: </span>
          {gaps.length ? gaps.map((gap) => t('skills.gapItem', { skill: gap.skill, gap: gap.gap })).join(', ') : t('skills.noGaps')}
        </p>
      </CardContent>
    </Card>
  );
}

const PRIORITY_VARIANT = { high: 'danger', medium: 'warning', low: 'secondary' } as const;

export function RoadmapCard({ roadmap }: { roadmap: CareerRoadmap }) {
  const { t } = useTranslation('career');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{roadmap.title}</CardTitle>
        <CardDescription>
          {roadmap.currentRole ? `${t(`currentRoles.${roadmap.currentRole}`)} → ` : ''}
          {roadmap.targetRole} · {t(`timeframes.${roadmap.timeframe}`)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <div className="flex justify-between text-sm">
            <span className="font-medium">{t('roadmaps.progress')}</span>
            <span>{roadmap.progress}%</span>
          </div>
          <Progress value={roadmap.progress} className="mt-1" aria-label={t('roadmaps.progress')} />
        </div>
        <MoreList
          items={roadmap.milestones}
          label={t('roadmaps.milestones')}
          render={(milestone) => (
            <li key={milestone.id} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="font-medium">{milestone.title}</span>
              <span className="flex items-center gap-2 text-xs text-muted-foreground">
                <CalendarDays className="h-3.5 w-3.5" aria-hidden="true" />
                {formatDate(milestone.targetDate)}
                <Badge variant={PRIORITY_VARIANT[milestone.priority]}>{t(`priorities.${milestone.priority}`)}</Badge>
              </span>
            </li>
          )}
        />
        <MoreList
          items={roadmap.goals}
          label={t('roadmaps.goals')}
          render={(goal) => (
            <li key={goal.id}>
              <span className="font-medium">{goal.category}:</span> {goal.description}
            </li>
          )}
        />
      </CardContent>
    </Card>
  );
}

const STATUS_VARIANT = { in_progress: 'warning', earned: 'success', expired: 'danger', renewed: 'default' } as const;

export function CertificationCard({ certification, today }: { certification: Certification; today: Date }) {
  const { t } = useTranslation('career');
  const isExpiring = isExpiringSoon(certification.expirationDate, today);
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle>{certification.certificationName}</CardTitle>
          <Badge variant={STATUS_VARIANT[certification.status]}>{t(`statuses.${certification.status}`)}</Badge>
        </div>
        <CardDescription>
          {certification.certifyingBody} · {t(`industries.${certification.industry}`)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {certification.earnedDate && <p>{t('certifications.earnedOn', { date: formatDate(certification.earnedDate) })}</p>}
        {certification.expirationDate && <p>{t('certifications.expiresOn', { date: formatDate(certification.expirationDate) })}</p>}
        {isExpiring && (
          <p role="status" className="flex items-center gap-2 rounded-md bg-amber-50 p-2 font-medium text-amber-900">
            <AlertTriangle className="h-4 w-4" aria-hidden="true" />
            {t('certifications.expiringSoon', { count: daysUntil(certification.expirationDate!, today) })}
          </p>
        )}
        {certification.notes && <p className="text-muted-foreground">{certification.notes}</p>}
      </CardContent>
    </Card>
  );
}
