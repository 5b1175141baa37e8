import type { AccountType, UserType } from '@core/shared/options';
import { dashboardPathFor } from './auth';

export type AuthDialogMode = 'login' | 'signup';

/** The window-level event any screen dispatches to open the sign-in dialog. */
export const OPEN_AUTH_DIALOG_EVENT = 'open-auth-dialog';

/** Where to go after signing in, when the screen that opened the dialog asked for it. */
const RETURN_TO_KEY = 'redirectAfterAuth';

const ROLE_ONLY_PATHS: Array<{ prefix: string; userType: AccountType }> = [
  { prefix: '/admin', userType: 'operator' },
  { prefix: '/employer-dashboard', userType: 'employer' },
  { prefix: '/worker-dashboard', userType: 'worker' },
  { prefix: '/resumeservice', userType: 'worker' },
];

export interface OpenAuthDialogDetail {
  mode: AuthDialogMode;
  /** Sign-up only: the button already said who the user is ("Find work", "Hire workers"), so skip the type step. */
  userType?: UserType;
}

export function openAuthDialog(mode: AuthDialogMode, options: { returnTo?: string; userType?: UserType } = {}) {
  if (options.returnTo) sessionStorage.setItem(RETURN_TO_KEY, options.returnTo);
  else sessionStorage.removeItem(RETURN_TO_KEY);
  window.dispatchEvent(new CustomEvent<OpenAuthDialogDetail>(OPEN_AUTH_DIALOG_EVENT, { detail: { mode, userType: options.userType } }));
}

/** The requested return path if this user type may open it, else the user's own dashboard. */
export function takeReturnPath(userType: AccountType | undefined): string {
  const path = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  const isLocal = path?.startsWith('/') && !path.startsWith('//');
  const rule = ROLE_ONLY_PATHS.find((entry) => path?.startsWith(entry.prefix));
  if (!path || !isLocal || (rule && rule.userType !== userType)) return dashboardPathFor(userType);
  return path;
}
