import { cn } from '@/lib/utils';

/** The person's picture, or their initials on a tinted circle. */
export function UserAvatar({ name, avatarUrl, className }: { name: string; avatarUrl: string | null; className?: string }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  return avatarUrl ? (
    <img src={avatarUrl} alt="" className={cn('h-10 w-10 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700',
        className,
      )}
    >
      {initials}
    </span>
  );
}
