import * as React from 'react';
import { OPEN_AUTH_DIALOG_EVENT, type OpenAuthDialogDetail } from '@/lib/auth-dialog';
import i18n from '@/lib/i18n';

const AuthDialog = React.lazy(() =>
  Promise.all([import('@/features/auth/components/auth-dialog'), i18n.loadNamespaces('auth')]).then(([module]) => ({
    default: module.AuthDialog,
  })),
);

/** Hands the request that loaded the dialog on to it, once the dialog listens (its effect runs first). */
function ReplayOpen({ request }: { request: OpenAuthDialogDetail }) {
  React.useEffect(() => {
    window.dispatchEvent(new CustomEvent<OpenAuthDialogDetail>(OPEN_AUTH_DIALOG_EVENT, { detail: request }));
  }, [request]);
  return null;
}

/**
 * The sign-in dialog (with its form and validation libraries) loads on the first request to open
 * it rather than with every page; after that it listens for itself.
 */
export function AuthDialogHost() {
  const [firstRequest, setFirstRequest] = React.useState<OpenAuthDialogDetail | null>(null);
  React.useEffect(() => {
    if (firstRequest) return;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<Partial<OpenAuthDialogDetail>>).detail;
      setFirstRequest({ mode: detail?.mode ?? 'login', userType: detail?.userType });
    };
    window.addEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
  }, [firstRequest]);
  if (!firstRequest) return null;
  return (
    <React.Suspense fallback={null}>
      <AuthDialog />
      <ReplayOpen request={firstRequest} />
    </React.Suspense>
  );
}
