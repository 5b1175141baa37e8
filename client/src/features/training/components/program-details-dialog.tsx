import { useTranslation } from 'react-i18next';
import { trainingCategoryText, trainingProgramTexts } from '@core/shared/catalogue-texts';
import type { TrainingProgram } from '@core/training/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCatalogueLabel } from '@/lib/catalogue-label';
import { LevelBadge } from './level-badge';
import { ProgramDuration } from './program-duration';
import { ProgramCredentials, ProgramFeatures } from './program-card';

export function ProgramDetailsDialog({ program, onClose }: { program: TrainingProgram | null; onClose(): void }) {
  const { t } = useTranslation('training');
  const label = useCatalogueLabel();
  return (
    <Dialog open={program !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {program && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <LevelBadge level={program.level} />
                <span className="text-xs font-medium text-muted-foreground">{label(trainingCategoryText(program.category))}</span>
              </div>
              <DialogTitle>{label(trainingProgramTexts(program).title)}</DialogTitle>
              <DialogDescription>{label(trainingProgramTexts(program).description)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">{t('details.duration')}</dt>
                <dd className="font-medium">
                  <ProgramDuration duration={program.duration} />
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('details.instructor')}</dt>
                <dd className="font-medium">{program.instructorName}</dd>
              </div>
            </dl>
            <div>
              <h3 className="text-sm font-semibold">{t('details.whatYouGet')}</h3>
              <ProgramFeatures features={trainingProgramTexts(program).features} className="mt-2" />
              <ProgramCredentials credentialIds={program.credentialIds} />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {t('details.close')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
