import { Building2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The company logo, or a building icon when none was uploaded. */
export function CompanyLogo({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  return (
    <span className={cn('flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-secondary', className)}>
      {src ? (
        <img src={src} alt={alt} className="h-full w-full object-contain" />
      ) : (
        <Building2 className="h-7 w-7 text-muted-foreground" aria-hidden="true" />
      )}
    </span>
  );
}
