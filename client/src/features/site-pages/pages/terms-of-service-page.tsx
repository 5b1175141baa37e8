import { DocumentPage } from '../components/document-page';

export function TermsOfServicePage() {
  return <DocumentPage namespaceKey="terms" showLastUpdated />;
}
