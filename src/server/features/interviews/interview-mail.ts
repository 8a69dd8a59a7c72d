/**
 * The calendar invitations of an interview (decision 047): one e-mail per person with an .ics part.
 * METHOD:REQUEST while it is scheduled (a change sends it again with a higher SEQUENCE and the same
 * UID, so calendars update the event), METHOD:CANCEL when it is cancelled, its times are replaced,
 * or a colleague leaves the panel.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { describeTimeZone, formatSlot } from '#shared/interview-values.ts';
import { findChosenSlot, type TInterview } from '#shared/schemas/interviews.ts';
import type { TAppContext } from '#server/context.ts';
import { mailAddressOf } from '#server/config.ts';
import { findPeople, listInterviews } from './interviews.queries.ts';

type TPerson = { id: number; fullName: string; email: string };
type TInvitationKind = 'request' | 'cancel';

/** Who gets what once a change is stored: the users to invite and those to tell of a cancellation. */
export type TInvitationPlan = { interviewId: number; developerUserId: number; invite: number[]; cancel: number[] };

const PRODUCT_ID = { company: 'DevMatch', product: 'Interviews', language: 'EN' } as const;

/** The .ics text of the interview's picked time for `kind`. */
function buildInterviewCalendar(params: {
  interview: TInterview;
  kind: TInvitationKind;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  appUrl: string;
}): string {
  const { interview, kind } = params;
  const slot = findChosenSlot(interview) ?? interview.slots[0]!;
  const start = new Date(slot.startsAt);
  const calendar = ical({ prodId: PRODUCT_ID, method: kind === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: interview.uid,
    sequence: interview.sequence,
    start,
    // In UTC: unambiguous for every calendar, which shows it in its owner's zone (decision 047).
    end: new Date(start.getTime() + slot.durationMinutes * 60_000),
    summary: `Interview: ${interview.candidate.fullName} for ${interview.job.title}${interview.companyName ? ` at ${interview.companyName}` : ''}`,
    description: [interview.note, `On DevMatch: ${params.appUrl}/messages${interview.conversationId ? `/${interview.conversationId}` : ''}`]
      .filter(Boolean)
      .join('\n\n'),
    location: interview.location,
    status: kind === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: params.organizer,
    attendees: params.attendees.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
  });
  return calendar.toString();
}

function describeInvitation(interview: TInterview, kind: TInvitationKind, recipient: TPerson, isCandidate: boolean) {
  const slot = findChosenSlot(interview) ?? interview.slots[0]!;
  const what = isCandidate
    ? `your interview for ${interview.job.title}${interview.companyName ? ` at ${interview.companyName}` : ''}`
    : `the interview with ${interview.candidate.fullName} for ${interview.job.title}`;
  const when = `${formatSlot(slot, interview.timeZone)}, ${describeTimeZone(interview.timeZone, new Date(slot.startsAt))}`;
  const subject = kind === 'cancel' ? `Cancelled: ${what}` : interview.sequence > 1 ? `Updated invitation: ${what}` : `Invitation: ${what}`;
  const text = [
    `Hi ${recipient.fullName},`,
    '',
    kind === 'cancel' ? `${what[0]!.toUpperCase()}${what.slice(1)} is cancelled.` : `Here is ${what}.`,
    '',
    `When: ${when}`,
    ...(interview.location ? [`Where: ${interview.location}`] : []),
    ...(interview.interviewers.length > 0 ? [`Interviewers: ${interview.interviewers.map((p) => p.fullName).join(', ')}`] : []),
    ...(interview.note && kind === 'request' ? ['', interview.note] : []),
    '',
    kind === 'cancel'
      ? 'The attached calendar file removes it from your calendar.'
      : 'Add it to your calendar with the attached invitation.',
  ].join('\n');
  return { subject: subject.slice(0, 180), text };
}

/** Sends each planned invitation and cancellation: after the answer, read fresh from the database. */
export async function sendInterviewInvitations(
  { db, config, mailer }: Pick<TAppContext, 'db' | 'config' | 'mailer'>,
  plan: TInvitationPlan,
): Promise<void> {
  const [interview] = await listInterviews(db, { interviewId: plan.interviewId });
  if (!interview || interview.slots.length === 0) return;
  const people = await findPeople(db, {
    userIds: [...new Set([...plan.invite, ...plan.cancel, ...(interview.proposedBy ? [interview.proposedBy.userId] : [])])],
  });
  const byId = new Map(people.map((person) => [person.id, person]));
  const organizerPerson = interview.proposedBy ? byId.get(interview.proposedBy.userId) : undefined;
  const organizer = organizerPerson
    ? { name: organizerPerson.fullName, email: organizerPerson.email }
    : { name: interview.companyName ?? 'DevMatch', email: mailAddressOf(config.mailFrom) };
  const attendeesOf = (ids: number[]) =>
    ids.flatMap((id) => {
      const person = byId.get(id);
      return person ? [{ name: person.fullName, email: person.email }] : [];
    });
  const send = async (ids: number[], kind: TInvitationKind) => {
    const content = buildInterviewCalendar({ interview, kind, organizer, attendees: attendeesOf(ids), appUrl: config.appUrl });
    for (const id of ids) {
      const person = byId.get(id);
      if (!person) continue;
      await mailer.send({
        to: person.email,
        ...describeInvitation(interview, kind, person, id === plan.developerUserId),
        icalEvent: { method: kind === 'cancel' ? 'CANCEL' : 'REQUEST', filename: kind === 'cancel' ? 'cancel.ics' : 'invite.ics', content },
      });
    }
  };
  await send(plan.invite, 'request');
  await send(plan.cancel, 'cancel');
}
