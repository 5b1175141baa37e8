import * as repo from './repository';
export async function submitContactMessage(db, input) {
    const row = await repo.insertContactMessage(db, {
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject,
        category: input.category ?? null,
        message: input.message,
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
}
