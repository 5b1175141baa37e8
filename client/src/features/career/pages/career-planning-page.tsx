import { PublicLayout } from '@/components/layout/public-layout';
import { useAuth } from '@/lib/auth';
import { CareerMarketing } from '../components/career-marketing';
import { CareerWorkspace } from '../components/career-workspace';

export function CareerPlanningPage() {
  const { isWorker, isEmployer } = useAuth();
  return (
    <PublicLayout>
      <div className="bg-slate-50">{isWorker ? <CareerWorkspace /> : <CareerMarketing isEmployer={isEmployer} />}</div>
    </PublicLayout>
  );
}
