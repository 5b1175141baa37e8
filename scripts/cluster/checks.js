// What the cluster test checks after the load: every acknowledged write is there once, every e-mail
// went out once, and an allowance and a rate limit hold when their requests are spread over instances.
import { setTimeout as delay } from 'node:timers/promises';
import { FREE_JOB_POSTS } from '@core/payments/catalogue';
import { Api, jobPost, readyEmployer, register } from './actors';
/** A count by plain SQL with array parameters (pg sends a JS array as one PostgreSQL array). */
const count = async (pool, text, values = []) => Number((await pool.query(text, values)).rows[0].n);
export async function checkAcknowledged({ pool, api, acknowledged, inbox, expect, }) {
    const { jobs, applications, messages, uploads } = acknowledged;
    console.log(`\nAcknowledged writes: ${jobs.length} jobs, ${applications.length} applications, ${messages.length} messages, ${uploads.length} uploads`);
    const messageIds = messages.map((message) => message.id);
    const storedMessages = await count(pool, 'select count(*) as n from messages where id = any($1::uuid[])', [messageIds]);
    const contents = messages.map((message) => message.content);
    const sameContent = await count(pool, 'select count(*) as n from messages where content = any($1::text[])', [contents]);
    expect(storedMessages === messages.length && sameContent === messages.length, `0 messages lost, 0 duplicated (${storedMessages} stored, ${sameContent} with their texts)`);
    const storedApplications = await count(pool, 'select count(*) as n from applications where id = any($1::uuid[])', [applications]);
    expect(storedApplications === applications.length, `0 applications lost (${storedApplications} of ${applications.length})`);
    const titled = await count(pool, 'select count(*) as n from jobs where title = any($1::text[])', [jobs.map((job) => job.title)]);
    const storedJobs = await count(pool, 'select count(*) as n from jobs where id = any($1::uuid[])', [jobs.map((job) => job.id)]);
    expect(storedJobs === jobs.length && titled === jobs.length, `0 jobs lost, 0 duplicated (${storedJobs} stored, ${titled} with their titles)`);
    let readable = 0;
    for (const upload of uploads) {
        const path = upload.objectPath.startsWith('/objects/') ? upload.objectPath : `/objects/${upload.objectPath}`;
        if ((await api.call('check', 'GET', path, { token: upload.token })).ok)
            readable += 1;
    }
    expect(readable === uploads.length, `0 uploads lost (${readable} of ${uploads.length} readable through any instance)`);
    // E-mail: let the outbox finish what is due, then compare what was recorded sent with what arrived.
    for (let waited = 0; waited < 30_000; waited += 500) {
        const due = await count(pool, "select count(*) as n from email_outbox where status = 'queued' and next_attempt_at <= now()");
        if (due === 0)
            break;
        await delay(500);
    }
    const rows = await pool.query("select to_email, count(*) filter (where status = 'sent') as sent, count(*) filter (where status = 'sending') as sending from email_outbox group by to_email");
    let sent = 0;
    let inDoubt = 0;
    const mismatched = [];
    for (const row of rows.rows) {
        const received = inbox.to(row.to_email).length;
        sent += Number(row.sent);
        inDoubt += Number(row.sending);
        // A message claimed by the killed instance ("sending" until its lease ends) may or may not have left.
        if (received < Number(row.sent) || received > Number(row.sent) + Number(row.sending))
            mismatched.push(row.to_email);
    }
    console.log(`E-mail: ${sent} sent, ${inbox.messages.length} received, ${inDoubt} held by the killed instance's lease`);
    expect(mismatched.length === 0, `every e-mail sent exactly once (${mismatched.length} recipients differ)`);
}
/** An employer with 3 bought posts and the free one sends 12 posts at once, 4 through each instance: exactly 4 are accepted. */
export async function checkAllowanceAcrossInstances({ db, cluster, expect }) {
    const employer = await register(new Api(cluster.url), 'employer', 999);
    await readyEmployer(db, employer, 3);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => new Api(cluster.instances[i % cluster.instances.length].url).call('allowance', 'POST', '/api/jobs', {
        token: employer.token,
        body: jobPost(`Allowance Welder ${i}`),
    })));
    const accepted = results.filter((result) => result.ok).length;
    const refused = results.filter((result) => result.status === 403).length;
    const left = 3 + FREE_JOB_POSTS;
    console.log(`\nAllowance: 12 posts at once over ${cluster.instances.length} instances with ${left} left: ${accepted} accepted, ${refused} refused`);
    expect(accepted === left && refused === 12 - left, 'a post allowance holds across instances');
}
/** Sign-in attempts from one client address spread over the instances: exactly AUTH_RATE_LIMIT_MAX get through. */
export async function checkRateLimitAcrossInstances({ cluster, limit, expect }) {
    const attempts = limit + 30;
    const results = await Promise.all(Array.from({ length: attempts }, (_, i) => new Api(cluster.instances[i % cluster.instances.length].url).call('rate-limit', 'POST', '/api/auth/login', {
        body: { email: `nobody${i}@cluster.test`, password: 'wrong password here' },
        headers: { 'x-forwarded-for': '10.9.9.9' },
    })));
    const limited = results.filter((result) => result.status === 429).length;
    console.log(`Rate limit: ${attempts} sign-ins from one address over ${cluster.instances.length} instances: ${attempts - limited} answered, ${limited} refused with 429`);
    expect(limited === attempts - limit, 'the sign-in rate limit holds across instances');
}
/** Texts (employers get new applicants by SMS): what the fake Twilio received against what the outbox recorded sent. */
export async function checkTexts({ pool, received, expect }) {
    for (let waited = 0; waited < 30_000; waited += 500) {
        const due = await count(pool, "select count(*) as n from channel_outbox where status = 'queued' and next_attempt_at <= now()");
        if (due === 0)
            break;
        await delay(500);
    }
    const rows = await pool.query(`select p.phone, count(*) filter (where o.status = 'sent') as sent, count(*) filter (where o.status = 'sending') as sending
       from channel_outbox o join user_phones p on p.user_id = o.user_id where o.channel = 'sms' group by p.phone`);
    let sent = 0;
    let inDoubt = 0;
    const mismatched = [];
    for (const row of rows.rows) {
        const arrived = received.filter((text) => text.to === row.phone).length;
        sent += Number(row.sent);
        inDoubt += Number(row.sending);
        if (arrived < Number(row.sent) || arrived > Number(row.sent) + Number(row.sending))
            mismatched.push(row.phone);
    }
    console.log(`Texts: ${sent} sent, ${received.length} received, ${inDoubt} held by the killed instance's lease`);
    expect(sent > 0 && mismatched.length === 0, `every text sent exactly once (${mismatched.length} numbers differ)`);
}
