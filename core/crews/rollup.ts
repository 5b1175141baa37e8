import { credentialStatus } from '../credentials/status';

/** One wallet record as the roll-up reads it: its catalogue credential (null: a free-text one) and expiry. */
export interface WalletRecord {
  credentialId: string | null;
  expiresAt: string | null;
  inProgress?: boolean;
}

/**
 * Each catalogue credential the crew holds, with how many members hold it valid on `today`: "4 of 6 hold
 * OSHA 30, 2 TWIC". A member holding two cards of one credential counts once; most held first, then by id.
 */
export function rollUpCredentials(wallets: WalletRecord[][], today: string): { credentialId: string; holders: number }[] {
  const holders = new Map<string, number>();
  for (const wallet of wallets) {
    const held = new Set(
      wallet
        .filter((record) => !record.inProgress && record.credentialId !== null && credentialStatus(record.expiresAt, today) !== 'expired')
        .map((record) => record.credentialId!),
    );
    for (const id of held) holders.set(id, (holders.get(id) ?? 0) + 1);
  }
  return [...holders]
    .map(([credentialId, count]) => ({ credentialId, holders: count }))
    .sort((a, b) => b.holders - a.holders || a.credentialId.localeCompare(b.credentialId));
}

/** The members' trades with counts, most first; a member without a trade is not counted. */
export function countTrades(trades: (string | null)[]): { trade: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const trade of trades) if (trade) counts.set(trade, (counts.get(trade) ?? 0) + 1);
  return [...counts].map(([trade, count]) => ({ trade, count })).sort((a, b) => b.count - a.count || a.trade.localeCompare(b.trade));
}

/** Whether a member holds every required credential valid on `today`: counted into "5 of 6 meet the requirements". */
export function meetsRequirements(required: string[], wallet: WalletRecord[], today: string): boolean {
  const held = new Set(
    wallet
      .filter((record) => !record.inProgress && record.credentialId !== null && credentialStatus(record.expiresAt, today) !== 'expired')
      .map((record) => record.credentialId),
  );
  return required.every((id) => held.has(id));
}
