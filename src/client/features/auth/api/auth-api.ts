import { useMutation } from '@tanstack/react-query';
import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TMessage,
  TRegisterRequest,
  TResendVerificationRequest,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TUser,
} from '#shared/schemas/auth.ts';
import { api } from '#client/lib/api-client.ts';

export function useRegister() {
  return useMutation({
    meta: { errorTitle: 'Sign Up Failed', errorFallback: 'Failed to create account. Please try again.' },
    mutationFn: (payload: TRegisterRequest) => api.post<TUser>('/api/auth/register', payload),
  });
}

export function useLogin() {
  // The answer may be the user or { user }; the session normalises both.
  return useMutation({
    meta: { errorTitle: 'Login Failed', errorFallback: 'Invalid credentials. Please try again.' },
    mutationFn: (payload: TLoginRequest) => api.post<unknown>('/api/auth/login', payload),
  });
}

export function useForgotPassword() {
  return useMutation({
    meta: { errorTitle: 'Error', errorFallback: 'Failed to send reset link' },
    mutationFn: (payload: TForgotPasswordRequest) => api.post<TMessage>('/api/auth/forgot-password', payload),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: { errorTitle: 'Error', errorFallback: 'Failed to reset password' },
    mutationFn: (payload: TResetPasswordRequest) => api.post<TResetPasswordResponse>('/api/auth/reset-password', payload),
  });
}

export function verifyResetToken(token: string): Promise<TMessage> {
  return api.get<TMessage>(`/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`);
}

/** A new confirmation link: for the signed-in user (no address needed), or for `email` while signed out. */
export function useResendVerification() {
  return useMutation({
    meta: { errorTitle: 'Could Not Send the Link', errorFallback: 'The confirmation link could not be sent. Please try again.' },
    mutationFn: (payload: TResendVerificationRequest) => api.post<TMessage>('/api/auth/resend-verification', payload),
  });
}
