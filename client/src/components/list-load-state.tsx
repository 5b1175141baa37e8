import { Button } from '@/components/ui/button';

/** A card list's place while it loads: three card-sized blocks, busy for assistive technology. */
export function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-40 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

/** A card list that failed to load, announced as an alert; with `retry`, a button that asks again. */
export function ListLoadError({ message, retry }: { message: string; retry?: { label: string; onRetry(): void } }) {
  if (!retry) {
    return (
      <p role="alert" className="rounded-lg border bg-white p-6 text-center">
        {message}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-lg border bg-white p-6 text-center">
      <p>{message}</p>
      <Button className="mt-3" variant="outline" onClick={retry.onRetry}>
        {retry.label}
      </Button>
    </div>
  );
}
