import * as React from 'react';
import type { PhoneResetPasswordRequest } from '@core/auth/phone-account-schemas';
import type { PhoneSignInRequest, PhoneSignInResponse } from '@core/auth/phone-sign-in-schemas';
import type { ResetPasswordRequest } from '@core/auth/password-reset-schemas';
import type { AuthResponse, LoginRequest, RegisterRequest, SessionResponse, User } from '@core/auth/schemas';
import type { AccountType, Language } from '@core/shared/options';
import { ApiError, apiJson, apiRequest, TOKEN_KEY, USER_DATA_KEY } from './api-client';
import { applyLanguage, currentLanguage } from './i18n';
import { queryClient } from './query-client';
import { browserTimeZone } from './time-zone';

export type Profile = SessionResponse['profile'];

interface AuthContextValue {
  user: User | null;
  profile: Profile;
  isLoading: boolean;
  isAuthenticated: boolean;
  isWorker: boolean;
  isEmployer: boolean;
  /** The account was created in this browser tab's session: greet "Welcome", not "Welcome back". */
  isNewAccount: boolean;
  login(input: LoginRequest): Promise<AuthResponse>;
  register(input: RegisterRequest): Promise<AuthResponse>;
  /** Signs in, or signs up a worker, with a phone number and the code texted to it (issue 55). */
  signInWithPhone(input: PhoneSignInRequest): Promise<PhoneSignInResponse>;
  /** Sets a new password from an e-mailed reset link; the answer is a new session. */
  resetPassword(input: ResetPasswordRequest): Promise<AuthResponse>;
  /** Sets a new password with a code texted to the account's verified number (issue 55); the answer is a new session. */
  resetPasswordByPhone(input: PhoneResetPasswordRequest): Promise<AuthResponse>;
  logout(): Promise<void>;
  refreshUser(): Promise<void>;
  /** Switches the interface; a signed-in user's account keeps the choice for their other devices. */
  changeLanguage(language: Language): Promise<void>;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

export function dashboardPathFor(userType: AccountType | undefined): string {
  if (userType === 'operator') return '/admin';
  return userType === 'worker' ? '/worker-dashboard' : '/employer-dashboard';
}

/** The user saved with the session (at sign-in, and at each session check); null when there is none. */
export function readStoredUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/** The user type saved at sign-in, read after the dialog closes to pick the dashboard. */
export function readStoredUserType(): AccountType | undefined {
  return readStoredUser()?.userType;
}

function storeSession(token: string | null, user: User | null) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  if (user) localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
}

/** Tab-scoped, so a reload keeps the first greeting and the next visit is a return. */
const NEW_ACCOUNT_KEY = 'crewbridge.newAccount';

function clearStoredSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_DATA_KEY);
  sessionStorage.removeItem(NEW_ACCOUNT_KEY);
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  // A saved session opens its pages at once, as the user it was saved with; the session check runs beside them and
  // signs out if the server refuses it. Waiting for the check put a round trip before a signed-in page's first render.
  const [user, setUser] = React.useState<User | null>(() => (localStorage.getItem(TOKEN_KEY) ? readStoredUser() : null));
  const [profile, setProfile] = React.useState<Profile>(null);
  const [isLoading, setIsLoading] = React.useState(() => Boolean(localStorage.getItem(TOKEN_KEY)) && user === null);

  const signOutLocally = React.useCallback(() => {
    clearStoredSession();
    setUser(null);
    setProfile(null);
    queryClient.clear();
  }, []);

  const refreshUser = React.useCallback(async () => {
    try {
      const session = await apiJson<SessionResponse>('GET', '/api/auth/me');
      applyLanguage(session.user.language);
      // Usually what the page already shows: a transition, so a fresh user object re-renders the page in slices.
      React.startTransition(() => {
        setUser(session.user);
        setProfile(session.profile);
      });
      storeSession(null, session.user);
      // The e-mails show times in the zone the user is in now: a trip or a move is saved on the next visit.
      const timeZone = browserTimeZone();
      if (timeZone && timeZone !== session.user.timeZone) {
        // Not saving it costs nothing but the e-mail's zone, so a failure keeps the session.
        void apiJson<{ user: User }>('PATCH', '/api/auth/me', { timeZone }).then(({ user: saved }) => {
          setUser(saved);
          storeSession(null, saved);
        }, console.error);
      }
    } catch (error) {
      console.error('Session check failed', error);
      // Only the server's refusal ends the session: a lost connection at a job site, or a page left while the
      // check was in flight (the browser cancels its fetch), keeps the worker signed in.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signOutLocally();
    }
  }, [signOutLocally]);

  React.useEffect(() => {
    if (!localStorage.getItem(TOKEN_KEY)) return;
    void refreshUser().finally(() => setIsLoading(false));
  }, [refreshUser]);

  const startSession = React.useCallback((session: AuthResponse) => {
    storeSession(session.token, session.user);
    applyLanguage(session.user.language);
    setUser(session.user);
    setProfile(session.profile);
    return session;
  }, []);

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user,
      profile,
      isLoading,
      isAuthenticated: user !== null,
      isWorker: user?.userType === 'worker',
      isEmployer: user?.userType === 'employer',
      isNewAccount: user !== null && sessionStorage.getItem(NEW_ACCOUNT_KEY) === user.id,
      login: async (input) => {
        sessionStorage.removeItem(NEW_ACCOUNT_KEY);
        return startSession(await apiJson<AuthResponse>('POST', '/api/auth/login', { ...input, timeZone: browserTimeZone() }));
      },
      register: async (input) => {
        const session = await apiJson<AuthResponse>('POST', '/api/auth/register', {
          ...input,
          language: currentLanguage(),
          timeZone: browserTimeZone(),
        });
        sessionStorage.setItem(NEW_ACCOUNT_KEY, session.user.id);
        return startSession(session);
      },
      signInWithPhone: async (input) => {
        const session = await apiJson<PhoneSignInResponse>('POST', '/api/auth/phone/sign-in', {
          ...input,
          language: currentLanguage(),
          timeZone: browserTimeZone(),
        });
        if (session.created) sessionStorage.setItem(NEW_ACCOUNT_KEY, session.user.id);
        else sessionStorage.removeItem(NEW_ACCOUNT_KEY);
        startSession(session);
        return session;
      },
      resetPassword: async (input) => startSession(await apiJson<AuthResponse>('POST', '/api/auth/reset-password', input)),
      resetPasswordByPhone: async (input) => startSession(await apiJson<AuthResponse>('POST', '/api/auth/reset-password/phone', input)),
      logout: async () => {
        try {
          await apiRequest('POST', '/api/auth/logout');
        } catch (error) {
          console.error('Logout request failed', error);
        }
        signOutLocally();
      },
      refreshUser,
      changeLanguage: async (language) => {
        applyLanguage(language);
        if (!user) return;
        const { user: saved } = await apiJson<{ user: User }>('PATCH', '/api/auth/me', { language });
        storeSession(null, saved);
        setUser(saved);
      },
    }),
    [user, profile, isLoading, startSession, signOutLocally, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
