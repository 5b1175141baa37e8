/** The demo logins the README lists. */
export const DEMO_PASSWORD = 'CrewBridge2026!';
export const DEMO_WORKER_EMAIL = 'worker@crewbridge.example.com';
export const DEMO_EMPLOYER_EMAIL = 'employer@crewbridge.example.com';
/** The demo operator: the console at /admin. Demo data only loads on the embedded database (or DEMO_DATA=on). */
export const DEMO_OPERATOR_EMAIL = 'operator@crewbridge.example.com';
