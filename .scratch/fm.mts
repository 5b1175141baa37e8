import { freshPageMicros } from '../bench/web/fresh-memory.ts';
for (let i = 0; i < 4; i++) { const a = freshPageMicros(256); const b = freshPageMicros(64); const c = freshPageMicros(32); console.log(a.toFixed(2), b.toFixed(2), c.toFixed(2)); }
