/** The Messages screen, with the interviews feature's card under each message that proposes or answers an interview. */
import { MessagesPage } from '#client/features/conversations/routes/messages-page.tsx';
import { MessageInterviewContext } from '#client/features/conversations/components/message-interview-slot.tsx';
import { MessageInterviewCard } from '#client/features/interviews/components/message-interview-card.tsx';
import { useSession } from '#client/lib/session-context.tsx';

export function MessagesScreen() {
  const { user } = useSession();
  const isCandidate = user?.userType === 'developer';
  return (
    <MessageInterviewContext.Provider value={(interviewId) => <MessageInterviewCard interviewId={interviewId} isCandidate={isCandidate} />}>
      <MessagesPage />
    </MessageInterviewContext.Provider>
  );
}
