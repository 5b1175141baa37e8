import { DocumentPage } from '../components/document-page';

export function PrivacyPolicyPage() {
  return <DocumentPage namespaceKey="privacy" showLastUpdated />;
}
