import { defineMessages, FIELD_MESSAGES } from '../shared/messages';

export const AUTH_MESSAGES = {
  ...defineMessages('auth', {
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    userTypeRequired: 'Please choose whether you are a worker or an employer',
    emailTaken: 'An account with this email already exists',
    invalidCredentials: 'Invalid email or password',
    notSignedIn: 'Please sign in to continue',
    wrongAccountType: ({ userTypes }: { userTypes: string }) => `This action is only available to ${userTypes} accounts`,
    tooManySignIns: 'Too many failed sign-ins to this account.',
    passwordTooLong: 'Password must be at most 200 characters',
    accountFrozen: 'This account is frozen. Contact support.',
    codeTooManyTries: 'Too many wrong tries. Send a new code.',
    phoneNotForEmployers: 'Employer accounts sign in with their e-mail and password',
  }),
  emailRequired: FIELD_MESSAGES.emailRequired,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
};
