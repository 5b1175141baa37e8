import type { UseFormReturn } from 'react-hook-form';
import type { User } from '@core/auth/schemas';
import { phoneFieldValue } from '@core/shared/phone';
import type { WorkerProfileFormValues, WorkerProfileResponse } from '@core/worker-profile/schemas';

/** What the inputs hold: text everywhere, lists for chips and industries. */
export interface ProfileFormInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Asked for only when the e-mail changes; never kept. */
  currentPassword: string;
  phone: string;
  location: string;
  avatarUrl: string;
  primaryTrade: string;
  yearsExperience: string;
  visaStatus: string;
  availability: string;
  preferredIndustries: string[];
  preferredContactMethod: string;
  hourlyRate: string;
  willingToTravel: boolean;
  /** YYYY-MM-DD or ''. */
  availableFrom: string;
  /** Miles as text, 'anywhere' or ''. */
  travelDistance: string;
  bio: string;
  linkedinUrl: string;
  portfolioUrl: string;
  resumeUrl: string;
  skills: string[];
}

export function toFormInput(user: User, profile: WorkerProfileResponse): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    currentPassword: '',
    phone: phoneFieldValue(user.phone),
    location: user.location ?? '',
    avatarUrl: user.avatarUrl ?? '',
    primaryTrade: profile.primaryTrade ?? '',
    yearsExperience: profile.yearsExperience ?? '',
    visaStatus: profile.visaStatus ?? '',
    availability: profile.availability ?? '',
    preferredIndustries: profile.preferredIndustries,
    preferredContactMethod: profile.preferredContactMethod ?? '',
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    willingToTravel: profile.willingToTravel,
    availableFrom: profile.availableFrom ?? '',
    travelDistance: profile.travelDistance === null ? '' : String(profile.travelDistance),
    bio: profile.bio ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    resumeUrl: profile.resumeUrl ?? '',
    skills: profile.skills,
  };
}

/** The form every profile section registers its fields with. */
export type ProfileForm = UseFormReturn<ProfileFormInput, unknown, WorkerProfileFormValues>;
