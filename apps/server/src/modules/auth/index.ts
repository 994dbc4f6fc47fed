export { authPersonalData } from './personal-data.ts';
export type { OtpSettings } from './otp-service.ts';
export { randomDigits } from './secrets.ts';
export type { OtpService } from './otp-service.ts';
export { digest } from './secrets.ts';
export { randomToken } from './secrets.ts';
export type { SessionService } from './session-service.ts';
export type { OtpPurpose } from './otp-service.ts';
