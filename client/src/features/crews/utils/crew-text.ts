import type { Crew } from '@core/crews/schemas';

/** A member's name as the crew shows it; `fallback` when his profile has none yet. */
export function memberName(member: { firstName: string | null; lastName: string | null }, fallback: string): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || fallback;
}

/** Whether `userId` is the crew's foreman. */
export function isForemanOf(crew: Pick<Crew, 'foremanId'>, userId: string | undefined): boolean {
  return Boolean(userId) && crew.foremanId === userId;
}
