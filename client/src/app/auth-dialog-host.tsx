import * as React from 'react';
import { OPEN_AUTH_DIALOG_EVENT, type AuthDialogMode } from '@/lib/auth-dialog';
import i18n from '@/lib/i18n';

const AuthDialog = React.lazy(() =>
  Promise.all([import('@/features/auth/components/auth-dialog'), i18n.loadNamespaces('auth')]).then(([module]) => ({
    default: module.AuthDialog,
  })),
);

/** Hands the request that loaded the dialog on to it, once the dialog listens (its effect runs first). */
function ReplayOpen({ mode }: { mode: AuthDialogMode }) {
  React.useEffect(() => {
    window.dispatchEvent(new CustomEvent<{ mode: AuthDialogMode }>(OPEN_AUTH_DIALOG_EVENT, { detail: { mode } }));
  }, [mode]);
  return null;
}

/**
 * The sign-in dialog (with its form and validation libraries) loads on the first request to open
 * it rather than with every page; after that it listens for itself.
 */
export function AuthDialogHost() {
  const [firstMode, setFirstMode] = React.useState<AuthDialogMode | null>(null);
  React.useEffect(() => {
    if (firstMode) return;
    const onOpen = (event: Event) => setFirstMode((event as CustomEvent<{ mode?: AuthDialogMode }>).detail?.mode ?? 'login');
    window.addEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_DIALOG_EVENT, onOpen);
  }, [firstMode]);
  if (!firstMode) return null;
  return (
    <React.Suspense fallback={null}>
      <AuthDialog />
      <ReplayOpen mode={firstMode} />
    </React.Suspense>
  );
}
