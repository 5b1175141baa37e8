import { contactMessages } from '../../db/schema/contact';
export async function insertContactMessage(db, values) {
    const [row] = await db.insert(contactMessages).values(values).returning();
    return row;
}
