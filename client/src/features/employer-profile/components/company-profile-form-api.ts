import type { UseFormReturn } from 'react-hook-form';
import type { UpdateEmployerProfile, UpdateEmployerProfileInput } from '@core/employer-profile/schemas';

/** The company profile form the sections fill in. */
export type CompanyProfileFormApi = UseFormReturn<UpdateEmployerProfileInput, unknown, UpdateEmployerProfile>;
