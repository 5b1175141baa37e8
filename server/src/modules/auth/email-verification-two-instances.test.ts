import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { useTwoInstances } from '../../test/two-instances';

// Behind a load balancer a user's clicks land on any instance: the hourly cap must hold over all of them.
describe.skipIf(!process.env.TEST_DATABASE_URL)('verification link resends across two app instances on one PostgreSQL', () => {
  const apps = useTwoInstances();

  it('sends at most 3 new links an hour to parallel requests spread over both instances', async () => {
    const user = await registerUser(apps[0], 'worker', {}, { isEmailVerified: false });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => injectAs(apps[i % 2]!, user).post('/api/auth/verify-email/resend')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const queued = await apps[0].db.execute<{ count: number }>(
      sql`select count(*)::int as count from email_outbox where recipient_id = ${user.user.id} and kind = 'email_verification'`,
    );
    // The sign-up link and three new ones.
    expect(queued.rows[0]!.count).toBe(4);
  });
});
