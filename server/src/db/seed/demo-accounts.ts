/** The demo logins the README lists. */
export const DEMO_PASSWORD = 'CrewBridge2026!';
export const DEMO_WORKER_EMAIL = 'worker@crewbridge.example.com';
export const DEMO_EMPLOYER_EMAIL = 'employer@crewbridge.example.com';
