import { auditListResponseSchema } from '@core/admin/schemas';
import { requireAuth } from '../../plugins/auth';
import { listAudit } from './audit';
const tags = ['admin'];
/** The operator console's API: every route is for operators only (401 signed out, 403 anyone else). */
export const adminRoutes = async (app) => {
    app.get('/api/admin/audit', { onRequest: requireAuth('operator'), schema: { tags, response: { 200: auditListResponseSchema } } }, async () => ({ entries: await listAudit(app.db) }));
};
