import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AssessmentForm } from './assessment-form';
import { CertificationForm } from './certification-form';
import { RoadmapForm } from './roadmap-form';
import { SkillsForm } from './skills-form';

export type CareerFormKind = 'assessment' | 'skills' | 'roadmap' | 'certification';

const FORMS = { assessment: AssessmentForm, skills: SkillsForm, roadmap: RoadmapForm, certification: CertificationForm };

export function CareerFormDialog({ kind, onClose }: { kind: CareerFormKind | null; onClose(): void }) {
  const { t } = useTranslation('career');
  const Form = kind ? FORMS[kind] : null;
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        {kind && Form && (
          <>
            <DialogHeader>
              <DialogTitle>{t(`dialogs.${kind}.title`)}</DialogTitle>
              <DialogDescription>{t(`dialogs.${kind}.description`)}</DialogDescription>
            </DialogHeader>
            <Form onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
