import type { TFunction } from 'i18next';
import type { Crew } from '@core/crews/schemas';

/**
 * The credentials a crew's members hold, rolled up (core/crews/rollup.ts) and written out: "4 of 6 hold OSHA 30, 2 TWIC";
 * empty when nobody holds one. `t` is the crews catalogue's.
 */
export function credentialRollupText(
  crew: Pick<Crew, 'credentials' | 'size'>,
  nameOf: (id: string) => string,
  t: TFunction<'crews'>,
): string {
  return crew.credentials
    .map(({ credentialId, holders }, index) =>
      t(index === 0 ? 'view.credentialFirst' : 'view.credentialNext', { holders, size: crew.size, name: nameOf(credentialId) }),
    )
    .join(', ');
}
