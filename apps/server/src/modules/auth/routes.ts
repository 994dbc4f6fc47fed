import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { toCustomer } from '../customers/index.ts';
import type { AuthService, LoggedIn } from './service.ts';

const OTP_SENT = 'We have sent an OTP to your mobile number.';
/** Password guesses are limited per client address on top of the OTP caps. */
const loginRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const lookupRateLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

const session = ({ customer, token }: LoggedIn, message: string) => ({
  success: true as const,
  customer: toCustomer(customer),
  token,
  message,
});

/** The login and checkout modals' calls (SPEC 7). None of them ever answers an OTP. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  route(
    app,
    'checkCustomerExists',
    async (request) => {
      const state = await auth.checkExists(request.params.mobile, request.ip, request.query.language);
      if (state === 'none') {
        return { success: false, message: 'No account found for this mobile number. Please sign up.' };
      }
      return state === 'verified'
        ? { success: true, status: state, message: 'Welcome back! Please enter your password.' }
        : { success: true, status: state, message: OTP_SENT };
    },
    lookupRateLimit,
  );

  route(
    app,
    'customerLogin',
    async (request) =>
      session(await auth.login(request.body.mobile, request.body.password), 'Logged in successfully.'),
    loginRateLimit,
  );

  route(
    app,
    'verifyCustomerOtp',
    async (request) =>
      session(
        await auth.verifyOtp(request.body.mobile, request.body.otp, request.body.language),
        'Logged in successfully.',
      ),
    loginRateLimit,
  );

  route(app, 'resendOtp', async (request) => {
    await auth.resendOtp(request.params.mobile, request.ip, request.query.language);
    return { success: true as const, message: 'The OTP has been resent.' };
  });

  route(
    app,
    'registerCustomer',
    async (request) => {
      await auth.register(request.body, request.ip);
      return { success: true as const, data: request.body.mobile, message: OTP_SENT };
    },
    lookupRateLimit,
  );

  route(app, 'forgetPasswordOtp', async (request) => {
    await auth.forgotPasswordOtp(request.params.mobile, request.ip, request.query.language);
    return { success: true as const, message: OTP_SENT };
  });

  route(
    app,
    'forgetPasswordVerifyCustomerOtp',
    async (request) => {
      const grant = await auth.forgotPasswordVerify(request.body.mobile, request.body.otp);
      return {
        success: true as const,
        customer: { customer_id: grant.customerId },
        reset_token: grant.resetToken,
        message: 'OTP verified. Please set a new password.',
      };
    },
    loginRateLimit,
  );

  route(
    app,
    'forgetPasswordCustomer',
    async (request) => {
      const { customer_id, reset_token, newPassword } = request.body;
      return session(
        await auth.resetPassword(customer_id, reset_token, newPassword),
        'Your password has been reset.',
      );
    },
    loginRateLimit,
  );

  route(
    app,
    'checkoutCustomer',
    async (request) => {
      await auth.checkout(request.body, request.ip);
      return { success: true as const, message: OTP_SENT };
    },
    lookupRateLimit,
  );

  route(app, 'logout', async (request) => {
    if (request.body?.everywhere) {
      if (request.customerId === null) throw new AppError('LOGIN_REQUIRED');
      await auth.logoutEverywhere(request.customerId);
      return { success: true as const, message: 'You have been logged out from all devices.' };
    }
    await auth.logout(request.sessionToken);
    return { success: true as const, message: 'You have been logged out.' };
  });
}
