import { z } from 'zod';
import { defineMessages } from '../shared/messages';
import { employerVerificationFieldsSchema } from '../trust/employer-verification';

export const DOMAIN_PROOF_MESSAGES = defineMessages('domain_proof', {
  websiteMissing: 'Add your company website first, then check its domain',
  freeMailDomain: 'This website is at a provider anyone can use: its domain cannot verify a company',
  notFound: 'We found neither the DNS record nor the file yet. A DNS change can take a few hours to show: try again later.',
  notPublic: 'Your website does not answer at a public address, so we cannot check the file there',
  operatorDecided: 'CrewBridge reviewed this company by hand: only CrewBridge can change its verification',
});

/** The two ways an employer can prove it runs its website's domain, with its own token. */
export const domainProofResponseSchema = z.object({
  /** The website's domain, without www; null without a website. */
  domain: z.string().nullable(),
  token: z.string(),
  /** The TXT record's whole value. */
  record: z.string(),
  /** Where the file with the token must be served; null without a website. */
  fileUrl: z.string().nullable(),
  verification: employerVerificationFieldsSchema,
});
export type DomainProofResponse = z.infer<typeof domainProofResponseSchema>;
