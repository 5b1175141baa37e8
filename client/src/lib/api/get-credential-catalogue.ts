import { queryOptions, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import type { CredentialDefinition } from '@core/credentials/catalogue';
import { apiJson } from '@/lib/api-client';

/**
 * The credential catalogue (public, cached a day by the server): the job form's pickers, the names on
 * job cards and applicants, and the wallet read it from here rather than bundling it into each page.
 */
export function getCredentialCatalogue(): Promise<CredentialDefinition[]> {
  return apiJson<CredentialDefinition[]>('GET', '/api/credentials/catalogue');
}

export const getCredentialCatalogueQueryOptions = () =>
  queryOptions({ queryKey: ['/api/credentials/catalogue'], queryFn: getCredentialCatalogue, staleTime: Infinity });

export function useCredentialCatalogue() {
  return useQuery(getCredentialCatalogueQueryOptions());
}

/** id -> name; an id the catalogue does not (yet) know reads as itself. */
export function useCredentialNames(): (id: string) => string {
  const { data } = useCredentialCatalogue();
  return React.useMemo(() => {
    const names = new Map((data ?? []).map((credential) => [credential.id, credential.name]));
    return (id: string) => names.get(id) ?? id;
  }, [data]);
}
