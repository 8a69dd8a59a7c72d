/**
 * What a message about an interview shows under it: the interviews feature's card, which the app
 * supplies (app/routes/messages-screen.tsx), as features do not import each other.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type TRenderMessageInterview = (interviewId: number) => ReactNode;

export const MessageInterviewContext = createContext<TRenderMessageInterview | null>(null);

export function useRenderMessageInterview(): TRenderMessageInterview | null {
  return useContext(MessageInterviewContext);
}
