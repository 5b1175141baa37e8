import { defineMessages, FIELD_MESSAGES } from '../shared/messages';

export const WORKER_PROFILE_MESSAGES = {
  ...defineMessages('worker_profile', {
    tradeInvalid: 'Please choose a trade from the list',
    experienceInvalid: 'Please choose your years of experience from the list',
    visaInvalid: 'Please choose a work authorization from the list',
    availabilityInvalid: 'Please choose your availability from the list',
    industryInvalid: 'Please choose industries from the list',
    contactMethodInvalid: 'Please choose a contact method from the list',
    hourlyRateInvalid: 'Hourly rate must be a whole number',
    hourlyRateRange: 'Hourly rate must be between 0 and 1000',
    bioTooLong: 'Bio must be at most 2000 characters',
    urlInvalid: 'Please enter a valid web address',
    chipTooLong: 'Skills and certifications must be at most 100 characters each',
    tooManyChips: 'Add at most 50 skills and 50 certifications',
    fileInvalid: 'Please upload the file again',
    locationTooLong: 'Location must be at most 200 characters',
    notYourProfile: 'You can only view or change your own profile',
    availableFromInvalid: 'Available from must be a date',
    travelDistanceInvalid: 'Travel distance must be a whole number of miles from 1 to 5000, or anywhere',
    profileNotFound: 'Profile not found',
    resumeNeedsTradeAndBio: 'Fill in your Primary Trade and Professional Bio first, then create your resume',
    profileIncomplete: ({ missing }: { missing: string }) =>
      `Please complete all required fields before accessing other sections. Missing: ${missing}`,
  }),
  phoneInvalid: FIELD_MESSAGES.phoneInvalid,
  nameTooLong: FIELD_MESSAGES.nameTooLong,
};
