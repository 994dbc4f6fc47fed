export { BreachService } from './breaches.ts';
export { nomineeRoutes } from './nominee-routes.ts';
export { NomineeService } from './nominees.ts';
export { partnerPrivacyRoutes } from './partner-routes.ts';
export type { SweepDeps } from './retention-sweeps.ts';
export { runAccessLogSweep, runInactiveAccountSweep } from './retention-sweeps.ts';
export { privacyRoutes } from './routes.ts';
export { PrivacyService, signupNotice } from './service.ts';
export { privacyStaffRoutes } from './staff-routes.ts';
