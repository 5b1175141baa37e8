import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VerifiedEmployerBadge } from '@/components/verified-employer-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckDomainProof } from '../api/check-domain-proof';
import { useDomainProof } from '../api/get-domain-proof';

/** A value to copy as it is: monospace, wrapping anywhere so a 32-character token fits 375 px. */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('employer-profile');
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => toast({ title: t('domainProof.copied') }),
      () => undefined,
    );
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-secondary px-2 py-1.5 font-mono text-sm [overflow-wrap:anywhere]">{value}</code>
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={t('domainProof.copy', { what: label })}>
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * Verification by the website's domain without a mailbox there: the employer adds a DNS TXT record
 * or a file on the website with its token, then asks for a check. Shown once the profile has a website.
 */
export function DomainProofCard({ userId, website }: { userId: string; website: string }) {
  const { t } = useTranslation('employer-profile');
  const proofQuery = useDomainProof(userId, website);
  const check = useCheckDomainProof(userId);
  const proof = proofQuery.data;
  if (!proof?.domain) return null;
  const verifiedHere = proof.verification.employerVerified && proof.verification.employerVerifiedDomain === proof.domain;

  const runCheck = () =>
    check.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('domainProof.verifiedTitle'), description: t('domainProof.verifiedDescription', { domain: proof.domain }) }),
    });

  return (
    <Card data-testid="domain-proof">
      <CardHeader>
        <CardTitle>{t('domainProof.title')}</CardTitle>
        <CardDescription>{t('domainProof.description', { domain: proof.domain })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {verifiedHere && (
          <div className="flex flex-wrap items-center gap-2">
            <VerifiedEmployerBadge verification={proof.verification} />
          </div>
        )}
        <section className="grid gap-2" aria-labelledby="domain-proof-dns">
          <h3 id="domain-proof-dns" className="font-medium">
            {t('domainProof.dnsTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('domainProof.dnsHelp', { domain: proof.domain })}</p>
          <CopyableValue label={t('domainProof.recordName')} value={proof.domain} />
          <CopyableValue label={t('domainProof.recordValue')} value={proof.record} />
        </section>
        <section className="grid gap-2" aria-labelledby="domain-proof-file">
          <h3 id="domain-proof-file" className="font-medium">
            {t('domainProof.fileTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('domainProof.fileHelp')}</p>
          {proof.fileUrl && <CopyableValue label={t('domainProof.fileAddress')} value={proof.fileUrl} />}
          <CopyableValue label={t('domainProof.fileContent')} value={proof.token} />
        </section>
        {check.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(check.error, t('domainProof.checkFailed'))}
          </p>
        )}
        <Button className="w-full sm:w-auto sm:justify-self-start" disabled={check.isPending} onClick={runCheck}>
          {check.isPending ? t('domainProof.checking') : t('domainProof.checkNow')}
        </Button>
      </CardContent>
    </Card>
  );
}
