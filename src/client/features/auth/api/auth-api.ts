import { useMutation } from '@tanstack/react-query';
import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TMessage,
  TRegisterRequest,
  TResetPasswordRequest,
  TUser,
} from '#shared/schemas/auth.ts';
import { api } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({ mutationFn: (payload: TRegisterRequest) => api.post<TUser>('/api/auth/register', payload) });
}

export function useLogin() {
  // The answer may be the user or { user } (spec part 1 §3); the session normalises both.
  return useMutation({ mutationFn: (payload: TLoginRequest) => api.post<unknown>('/api/auth/login', payload) });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (payload: TForgotPasswordRequest) => api.post<TMessage>('/api/auth/forgot-password', payload) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (payload: TResetPasswordRequest) => api.post<TMessage>('/api/auth/reset-password', payload) });
}

export function verifyResetToken(token: string): Promise<TMessage> {
  return api.get<TMessage>(`/api/auth/verify-reset-token?token=${encodeURIComponent(token)}`);
}
