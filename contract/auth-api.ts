import {
  AuthMessage,
  CheckoutResponse,
  LoginInput,
  LoginResponse,
  logout,
  PasswordReset,
  PasswordResetRequest,
  RegisterInput,
} from './auth.ts'
import { endpoint } from './endpoint.ts'

/** Registration, login, sign-out and password reset; their inputs and answers are declared in contract/auth.ts. */

export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/create-checkout-session',
    access: 'public',
    tag: 'auth',
    summary: 'Create a pending account and start the plan checkout',
    body: RegisterInput,
    response: CheckoutResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tag: 'auth',
    summary: 'Log in; sets the session cookie and returns the token for API clients',
    body: LoginInput,
    response: LoginResponse,
  }),
  logout,
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    tag: 'auth',
    summary: 'Mail a single-use reset link (same answer for unknown emails)',
    body: PasswordResetRequest,
    response: AuthMessage,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag: 'auth',
    summary: 'Set a new password with a reset token',
    body: PasswordReset,
    response: AuthMessage,
  }),
}
