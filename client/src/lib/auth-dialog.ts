export type AuthDialogMode = 'login' | 'signup';

/** The window-level event any screen dispatches to open the sign-in dialog. */
export const OPEN_AUTH_DIALOG_EVENT = 'open-auth-dialog';

export function openAuthDialog(mode: AuthDialogMode) {
  window.dispatchEvent(new CustomEvent<{ mode: AuthDialogMode }>(OPEN_AUTH_DIALOG_EVENT, { detail: { mode } }));
}
