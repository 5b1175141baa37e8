import type { EmployerApplication } from '@core/applications/schemas';
import { candidateName } from './format';

/** The saved messages in the applications catalogue (pipeline.templates.<id>); "rejection" is the polite no. */
export const MESSAGE_TEMPLATE_IDS = ['nextSteps', 'interview', 'documents', 'rejection'] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];

export const FIRST_NAME_PLACEHOLDER = '{{firstName}}';

/** The employer's text with each candidate's first name (else their name or e-mail) in place of the placeholder. */
export function fillTemplate(text: string, application: Pick<EmployerApplication, 'worker' | 'workerProfile'>): string {
  return text.split(FIRST_NAME_PLACEHOLDER).join(application.workerProfile.firstName || candidateName(application));
}
