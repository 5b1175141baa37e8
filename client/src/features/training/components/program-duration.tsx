import { useTranslation } from 'react-i18next';
import { parseProgramDuration } from '@core/training/display';

/** A program's length ("10 weeks") in the reader's language; free text the parser does not know as it is. */
export function ProgramDuration({ duration }: { duration: string }) {
  const { t } = useTranslation('training');
  const parsed = parseProgramDuration(duration);
  return <>{parsed ? t(`durationUnits.${parsed.unit}`, { count: parsed.count }) : duration}</>;
}
