import type { CodePurpose, LoginInput, RegisterInput, ResetPasswordInput } from '../../shared/auth';
import * as routes from '../../shared/contracts/auth';
import { call } from './call';

// The session check is in auth.ts: it is the only call every page makes.

export const authApi = {
  login: (input: LoginInput) => call(routes.login, { body: input }),
  register: (input: RegisterInput) => call(routes.register, { body: input }),
  logout: () => call(routes.logout),
  verifyAccount: (otp: string) => call(routes.verifyAccount, { body: { otp } }),
  resendCode: (purpose: CodePurpose) => call(routes.resendCode, { body: { purpose } }),
  forgotPassword: (email: string) => call(routes.forgotPassword, { body: { email } }),
  checkResetLink: (id: string, token: string) =>
    call(routes.checkResetLink, { params: { id, token } }, { cache: 'no-store' }),
  resetPassword: (id: string, token: string, input: ResetPasswordInput) =>
    call(routes.resetPassword, { params: { id, token }, body: input }),
};
