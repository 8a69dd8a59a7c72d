/**
 * The whole DevMatch schema. Migrations in ./migrations are generated from this
 * file by drizzle-kit and run unchanged on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TResumeBuilderDataParsed, TResumeSource, TResumeTemplate } from '../../shared/schemas/resumes/resume.ts';
import { APPLICATION_STAGES, EMPLOYMENT_TYPES, JOB_STATUSES, WORKPLACE_TYPES } from '../../shared/job-values.ts';
import { COMPANY_ROLES } from '../../shared/company-roles.ts';
import { INTERVIEW_STATUSES } from '../../shared/interview-values.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A 64-bit transaction id: the text form, which is how both drivers read it. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** The owning user: deleting an account deletes what belongs to it. */
const ownerUserId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/**
 * A user who took part in something that outlives their account (a conversation, a search counted in
 * statistics): null once the account is deleted, which readers show as "Deleted user".
 */
const participantUserId = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
/** What belongs to a company: deleting the company (its last member leaving) deletes it. */
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userTypeEnum = pgEnum('user_type', ['developer', 'employer', 'admin']);
export const availabilityEnum = pgEnum('availability', ['available', 'open_to_offers', 'actively_looking']);
export const experienceLevelEnum = pgEnum('experience_level', ['entry', 'mid', 'senior']);
export const blogCategoryEnum = pgEnum('blog_category', ['developers', 'employers', 'industry']);
/** Who wrote a blog post: the editorial library in the repository, the built-in writer, the admin's AI model, or an admin by hand. */
export const blogWriterEnum = pgEnum('blog_writer', ['editorial', 'built-in', 'llm', 'admin']);
export const improvementStatusEnum = pgEnum('improvement_status', ['pending', 'applied', 'rejected']);
export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const workplaceTypeEnum = pgEnum('workplace_type', WORKPLACE_TYPES);
export const employmentTypeEnum = pgEnum('employment_type', EMPLOYMENT_TYPES);
export const applicationStageEnum = pgEnum('application_stage', APPLICATION_STAGES);
export const companyRoleEnum = pgEnum('company_role', COMPANY_ROLES);
export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES);

/** Uploaded bytes (pictures, Word files) live in the database so several app servers can share it. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerUserId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: userTypeEnum('user_type').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    location: text('location'),
    profilePictureFileId: integer('profile_picture_file_id'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** E-mail me when I get a new message (the Messages screen's switch). */
    messageEmails: boolean('message_emails').notNull().default(true),
    /** When the address was confirmed through the mailed link; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address waiting for its link to be opened; `email` stays in use until then. */
    pendingEmail: text('pending_email'),
    /** Set by an admin: sign-in is refused and the developer is not listed while it is set. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Usernames are unique regardless of case so 'Jane' and 'jane' cannot both exist.
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_type_created_idx').on(t.userType, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random id: a leaked table does not leak usable sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: ownerUserId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: ownerUserId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that confirm an address: the sign-up address, or the new one of an e-mail change, which takes
 * effect only when its link is opened. Used links stay until housekeeping, so a second click can be
 * told "already used" rather than "unknown".
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: ownerUserId(),
    /** The address the link confirms. */
    email: text('email').notNull(),
    /** For an e-mail change: the session that asked, the one session kept when it takes effect. */
    keepSessionIdHash: text('keep_session_id_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_unique').on(t.tokenHash), index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every app server (login failures, sign-ups, reset requests). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

export const applicantProfiles = pgTable(
  'applicant_profiles',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    jobTitle: text('job_title'),
    bio: text('bio'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The developer's web addresses (GitHub, LinkedIn, a portfolio), absolute http(s), in their order. */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experience: text('experience'),
    education: text('education'),
    workExperience: text('work_experience'),
    experienceLevel: experienceLevelEnum('experience_level'),
    availability: availabilityEnum('availability'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** Hidden profiles never appear in candidate search, and employers get 404 for them. */
    isVisibleToEmployers: boolean('is_visible_to_employers').notNull().default(true),
    openToRemote: boolean('open_to_remote').notNull().default(false),
    /** Would move for the right job: an on-site or hybrid job in another place is within reach. */
    openToRelocation: boolean('open_to_relocation').notNull().default(false),
    /** `skills` as lower-case canonical taxonomy names ('js' → 'javascript'), kept in step on every write. */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The taxonomy categories of skill_keys (role families infer a family from them). */
    skillCategories: text('skill_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The kind of role (resume-engine/skills/role-families.ts) the job title names, else the skills; null when neither says. */
    roleFamily: text('role_family'),
    /**
     * Skills the profile's own words show (bio, experience, work history), as keys; null until the
     * background indexer has read them after a write (db/skill-index.ts).
     */
    textSkillKeys: text('text_skill_keys').array(),
    /**
     * Skills the same words say the developer does not hold ('has not used Django', 'moving away from
     * PHP') or is learning ('learning Rust'), as keys, written with text_skill_keys. Candidate search
     * and job fit take them from the listed skills: what someone writes of a skill outweighs its tag.
     */
    textNotHeldSkillKeys: text('text_not_held_skill_keys').array(),
    textLearningSkillKeys: text('text_learning_skill_keys').array(),
    /** role_family as a number (toRoleFamilyCode(): 0 for none), which candidate search compares. */
    roleFamilyCode: smallint('role_family_code').notNull().default(0),
    /** The year the career began, from the dated roles or a stated length in the texts (parse/career-start.ts); null when they do not say. */
    careerStartYear: smallint('career_start_year'),
    /** Which version of the derived search columns the row holds (SEARCH_COLUMNS_VERSION); older rows are recomputed at start. */
    searchColumnsVersion: integer('search_columns_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applicant_profiles_user_unique').on(t.userId),
    index('applicant_profiles_skills_idx').using('gin', t.skills),
    index('applicant_profiles_skill_keys_idx').using('gin', t.skillKeys),
    // Search lists visible profiles only; 'Most Recent' reads this index in order.
    index('applicant_profiles_visible_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.isVisibleToEmployers}`),
    index('applicant_profiles_availability_idx').on(t.availability),
    index('applicant_profiles_level_idx').on(t.experienceLevel),
  ],
);

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** Markdown text extracted from the upload or written by the builder / editor. */
    content: text('content').notNull(),
    originalFileId: integer('original_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    aiScore: integer('ai_score'),
    /**
     * Skills the resume's text shows, as lower-case canonical names: the search's evidence that a
     * profile skill is real. Null until computed (written with the content; older rows at start).
     */
    recognizedSkills: text('recognized_skills').array(),
    /** The resume this one was improved from, for version history. */
    parentResumeId: integer('parent_resume_id'),
    /** How it came to be (RESUME_SOURCES), set by each way a resume is made. */
    source: text('source').$type<TResumeSource>().notNull(),
    /**
     * The name the product gave a version whose file name says nothing of it ('Improved for Backend
     * Engineer — 28 Nov'); null for uploads, and cleared when the person renames the resume.
     */
    title: text('title'),
    /**
     * The builder's structured data (ZResumeBuilderDataSchema's output) for a resume the builder or a
     * JSON Resume import wrote; null for uploads, and cleared once the text is edited, since it then
     * no longer describes the resume. JSON Resume export uses it when present (no parsing, no loss).
     */
    builderData: jsonb('builder_data').$type<TResumeBuilderDataParsed>(),
    /**
     * The look of its Word file, PDF and public page (RESUME_TEMPLATES), chosen in the builder. A
     * column, not only builder data: it outlives a text edit, which clears the builder data.
     */
    template: text('template').$type<TResumeTemplate>().notNull().default('classic'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With id, the index gives the list's exact order (newest first, then newest id): no sort step.
    index('resumes_user_uploaded_idx').on(t.userId, t.uploadedAt, t.id),
    // At most one primary resume per user, enforced by the database itself.
    uniqueIndex('resumes_one_primary_per_user')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const resumeAnalyses = pgTable(
  'resume_analyses',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: ownerUserId(),
    overallScore: integer('overall_score').notNull(),
    atsCompatibility: integer('ats_compatibility').notNull(),
    keySkillsFound: integer('key_skills_found').notNull(),
    result: jsonb('result').notNull(),
    provider: text('provider').notNull(),
    targetRole: text('target_role'),
    /** False once the resume's text has changed since: the analysis describes an earlier version. */
    isCurrent: boolean('is_current').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('resume_analyses_resume_created_idx').on(t.resumeId, t.createdAt), index('resume_analyses_created_idx').on(t.createdAt)],
);

export const resumeImprovements = pgTable(
  'resume_improvements',
  {
    id: serial('id').primaryKey(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: ownerUserId(),
    improvedContent: text('improved_content').notNull(),
    review: jsonb('review').notNull(),
    status: improvementStatusEnum('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('resume_improvements_resume_idx').on(t.resumeId, t.status)],
);

export const employerFavorites = pgTable(
  'employer_favorites',
  {
    companyId: companyId(),
    addedByUserId: participantUserId('added_by_user_id'),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.applicantId] }), index('employer_favorites_applicant_idx').on(t.applicantId)],
);

export const employerNotes = pgTable(
  'employer_notes',
  {
    companyId: companyId(),
    /** The colleague who wrote the note as it stands. */
    updatedByUserId: participantUserId('updated_by_user_id'),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.applicantId] }), index('employer_notes_applicant_idx').on(t.applicantId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    /** The conversation a 'message' notification opens; read with it. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} is not null`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * One conversation per employer and developer, and one more per job the employer writes about. Each
 * side's read marker is the id of the newest message it has read; each side archives for itself.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    /** The colleague who opened it: the developer's contact, whoever else of the team writes. */
    employerId: participantUserId('employer_id'),
    /** Null once the company is gone; the developer keeps the thread. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    developerUserId: participantUserId('developer_user_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    employerReadThrough: integer('employer_read_through').notNull().default(0),
    developerReadThrough: integer('developer_read_through').notNull().default(0),
    employerArchivedAt: timestamp('employer_archived_at', { withTimezone: true }),
    developerArchivedAt: timestamp('developer_archived_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_job_unique').on(t.companyId, t.developerUserId, sql`coalesce(${t.jobId}, 0)`),
    index('conversations_company_activity_idx').on(t.companyId, t.lastMessageAt, t.id),
    index('conversations_developer_activity_idx').on(t.developerUserId, t.lastMessageAt, t.id),
    index('conversations_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: participantUserId('sender_user_id'),
    /** The subject an employer's contact message carried; null for replies. */
    subject: text('subject'),
    body: text('body').notNull(),
    kind: text('kind', { enum: ['message', 'decline'] })
      .notNull()
      .default('message'),
    /** An employer's message the developer had not answered in this conversation: what the contact limits count. */
    isOutreach: boolean('is_outreach').notNull().default(false),
    /** The interview this message proposes or answers: the thread shows it as a card. */
    interviewId: integer('interview_id').references((): AnyPgColumn => interviews.id, { onDelete: 'set null' }),
    /** When the recipient's e-mail about it went out (null: not e-mailed). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderUserId, t.createdAt),
  ],
);

/** Employers a developer blocked: no further messages from them, in any conversation. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    developerUserId: ownerUserId('developer_user_id'),
    companyId: companyId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.developerUserId, t.companyId] })],
);

/**
 * The company a hiring team works for: its jobs, pipelines, candidate lists and conversations belong
 * to it, not to one account. Every employer account is a member of one (a company of one until they
 * invite colleagues); the profile is null-named until someone names it.
 */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name'),
  website: text('website'),
  logoFileId: integer('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  size: text('size'),
  location: text('location'),
  about: text('about'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The people of a company, each in one company at a time: owners manage the team, recruiters do the hiring, viewers read. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: companyId(),
    userId: ownerUserId(),
    role: companyRoleEnum('role').notNull(),
    invitedByUserId: participantUserId('invited_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), uniqueIndex('company_members_user_unique').on(t.userId)],
);

/** An owner's invitation to join the company: a single-use link mailed to `email`, until it expires or is revoked. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    email: text('email').notNull(),
    role: companyRoleEnum('role').notNull(),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: participantUserId('invited_by_user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: participantUserId('accepted_by_user_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_unique').on(t.tokenHash),
    index('company_invitations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** A role an employer hires for. Drafts are seen by their owner alone; closed jobs take no applications. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The colleague who created it. */
    postedByUserId: participantUserId('posted_by_user_id'),
    status: jobStatusEnum('status').notNull().default('draft'),
    title: text('title').notNull(),
    /** Markdown, sanitized when shown. */
    description: text('description').notNull(),
    requiredSkills: text('required_skills').array().notNull(),
    niceToHaveSkills: text('nice_to_have_skills').array().notNull(),
    /** Both skill lists as lower-case canonical taxonomy names, for matching. */
    skillKeys: text('skill_keys').array().notNull(),
    experienceLevel: experienceLevelEnum('experience_level'),
    location: text('location'),
    workplaceType: workplaceTypeEnum('workplace_type').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull(),
    employmentType: employmentTypeEnum('employment_type').notNull(),
    /** When the job was first opened: the board's order and JobPosting's datePosted. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The transaction that last wrote the row (set by a trigger): what each server's job index reads again. */
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('jobs_company_created_idx').on(t.companyId, t.createdAt),
    index('jobs_change_xid_idx').on(t.changeXid),
    // The board lists open jobs, newest first.
    index('jobs_open_published_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * An interview for an application: the times a colleague proposed (in UTC, with the organiser's time
 * zone kept for showing them), the one the developer picked, and the colleagues on the panel. `uid`
 * and `sequence` are its calendar event's: every change bumps the sequence (decision 047).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    companyId: companyId(),
    applicationId: integer('application_id')
      .notNull()
      .references((): AnyPgColumn => jobApplications.id, { onDelete: 'cascade' }),
    /** The company–developer conversation about the job, where the proposal was posted. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    status: interviewStatusEnum('status').notNull().default('proposed'),
    /** The organiser's IANA time zone: the times are shown in it beside the reader's own. */
    timeZone: text('time_zone').notNull(),
    chosenSlotId: integer('chosen_slot_id').references((): AnyPgColumn => interviewSlots.id, { onDelete: 'set null' }),
    /** A place or a video link. */
    location: text('location'),
    note: text('note'),
    /** What the developer wrote when asking for other times. */
    otherTimesNote: text('other_times_note'),
    proposedByUserId: participantUserId('proposed_by_user_id'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interviews_uid_unique').on(t.uid),
    index('interviews_company_idx').on(t.companyId, t.status),
    index('interviews_application_idx').on(t.applicationId),
  ],
);

/** The times proposed for an interview (up to five): a new proposal replaces them. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
  },
  (t) => [index('interview_slots_interview_idx').on(t.interviewId, t.startsAt)],
);

/** The colleagues on an interview's panel: named to the developer, invited to the event. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: ownerUserId(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_interviewers_user_idx').on(t.userId)],
);

/**
 * A developer's application to a job: one per job and developer. The resume is kept as it was sent,
 * so a later edit or deletion does not change what the employer reads.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    resumeFileName: text('resume_file_name').notNull(),
    resumeContent: text('resume_content').notNull(),
    note: text('note'),
    stage: applicationStageEnum('stage').notNull().default('applied'),
    rejectionReason: text('rejection_reason'),
    /** Whether the candidate was sent the reason; one kept for the team only is never shown to them. */
    isRejectionReasonShared: boolean('is_rejection_reason_shared').notNull().default(true),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The furthest pipeline stage its history reached (1 Applied … 5 Hired) and when it first moved
     * to Hired: kept by a trigger on its history (migration 0025) for the hiring analytics' funnel.
     */
    furthestStageRank: smallint('furthest_stage_rank').notNull().default(1),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_applicant_unique').on(t.jobId, t.applicantId),
    index('job_applications_applicant_created_idx').on(t.applicantId, t.createdAt),
    // The hiring analytics read a job's applications sent in a range of days.
    index('job_applications_job_created_idx').on(t.jobId, t.createdAt),
  ],
);

/** An application's history: each stage it reached, and its withdrawal. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** A stage, or 'withdrawn'. */
    event: text('event').notNull(),
    /** Who did it: a colleague for a move, the developer for a withdrawal or the application itself. */
    actorUserId: participantUserId('actor_user_id'),
    createdAt: createdAt(),
    /** When the application's next entry was written, ending this stay (null for its latest): kept by the same trigger. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A job a developer keeps to look at again. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: ownerUserId(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_user_created_idx').on(t.userId, t.createdAt)],
);

/** An employer's named search criteria (the normalised request body), to run again. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** Who saved it: its alerts go to them while they are a member. */
    createdByUserId: participantUserId('created_by_user_id'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').notNull(),
    /** E-mail and bell alerts of developers who newly match: off, daily or weekly. */
    alertFrequency: text('alert_frequency', { enum: ['off', 'daily', 'weekly'] })
      .notNull()
      .default('off'),
    /** Alerts cover developers changed since then: when alerts were switched on, or the last alert round. */
    alertsCheckedAt: timestamp('alerts_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    index('saved_searches_alerts_idx')
      .on(t.alertsCheckedAt)
      .where(sql`${t.alertFrequency} <> 'off'`),
  ],
);

/** A company's message templates: contact, reply and rejection texts with placeholders (decision 048). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['contact', 'message', 'rejection'] }).notNull(),
    /** A contact template's subject; null for the other kinds. */
    subject: text('subject'),
    body: text('body').notNull(),
    createdByUserId: participantUserId('created_by_user_id'),
    updatedByUserId: participantUserId('updated_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('message_templates_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** A company's tags on candidates ('referral'); the name is unique in the company whatever its case. */
export const candidateTags = pgTable(
  'candidate_tags',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** One of TAG_COLORS; null for the neutral colour. */
    color: text('color'),
    createdByUserId: participantUserId('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('candidate_tags_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

/** A tag on a candidate (applicant profile), with who put it there and when. */
export const candidateTaggings = pgTable(
  'candidate_taggings',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => candidateTags.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    taggedByUserId: participantUserId('tagged_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.applicantId] }), index('candidate_taggings_applicant_idx').on(t.applicantId)],
);

/** The developers a saved search's alerts have named: each one once. */
export const savedSearchAlertHits = pgTable(
  'saved_search_alert_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.profileId] })],
);

/** A developer's alerts of new open jobs that fit them. */
export const jobAlertSubscriptions = pgTable(
  'job_alert_subscriptions',
  {
    userId: ownerUserId().primaryKey(),
    frequency: text('frequency', { enum: ['off', 'daily', 'weekly'] }).notNull(),
    /** Alerts cover jobs published since then. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alert_subscriptions_due_idx')
      .on(t.checkedAt)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/** The jobs a developer's alerts have named: each one once. */
export const jobAlertHits = pgTable(
  'job_alert_hits',
  {
    userId: ownerUserId(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/** The criteria of each employer's latest search: the candidate page's match is measured against it. */
export const employerLastSearches = pgTable('employer_last_searches', {
  employerId: ownerUserId('employer_id').primaryKey(),
  criteria: jsonb('criteria').notNull(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: blogCategoryEnum('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredImage: text('featured_image'),
    /** An image an admin uploaded (1200×630 WebP, owned by no one user); when set it is the featured image, before `featuredImage`. */
    featuredImageFileId: integer('featured_image_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The uploaded image's text alternative: required with it, null without. */
    featuredImageAlt: text('featured_image_alt'),
    imageAttribution: text('image_attribution'),
    imageSource: text('image_source'),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    writer: blogWriterEnum('writer').notNull().default('editorial'),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_category_published_idx')
      .on(t.category, t.publishedAt)
      .where(sql`${t.isPublished}`),
    index('blog_posts_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.isPublished}`),
    // Readers who cannot see an uploaded image are told what it shows.
    check('blog_posts_featured_image_alt_required', sql`${t.featuredImageFileId} is null or ${t.featuredImageAlt} is not null`),
  ],
);

export const adminSettings = pgTable(
  'admin_settings',
  {
    id: serial('id').primaryKey(),
    settingKey: text('setting_key').notNull(),
    settingValue: text('setting_value').notNull(),
    description: text('description').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_settings_key_unique').on(t.settingKey)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    serviceName: text('service_name').notNull(),
    description: text('description').notNull(),
    keyValue: text('key_value').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('api_keys_service_unique').on(t.serviceName)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt), index('audit_logs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What deleted accounts had done, by UTC day, so statistics keep their counts without keeping the
 * person: 'resume_analyses' (the admin's analyses figures).
 */
export const deletedAccountCounts = pgTable(
  'deleted_account_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: ['resume_analyses'] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day] })],
);

/**
 * The skills in each employer's searches, kept for the built-in blog writer's market report (what
 * employers look for versus what developers list). Only the employer's id, for counting people.
 */
export const candidateSearchLog = pgTable(
  'candidate_search_log',
  {
    id: serial('id').primaryKey(),
    employerId: participantUserId('employer_id'),
    skillKeys: text('skill_keys').array().notNull(),
    experienceLevel: experienceLevelEnum('experience_level'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_search_log_created_idx').on(t.createdAt)],
);

/**
 * Scheduled jobs that must run once per day across every app server and restart: a job claims its
 * day by inserting this row; the server whose insert wins runs it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    runDate: text('run_date').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runDate] })],
);

/**
 * One row per applicant profile with everything candidate search filters and scores on, kept in step
 * by database triggers on applicant_profiles, users and resumes (refresh_candidate_search(), migration
 * 0012); the app never writes it. Each server holds a copy in memory and searches that
 * (matching/search-index, decision 007): a search first reads the rows written since the
 * copy's last look, which change_xid finds through its index, and the removals.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** A developer whose profile is visible to employers. */
    isListed: boolean('is_listed').notNull(),
    openToRemote: boolean('open_to_remote').notNull(),
    openToRelocation: boolean('open_to_relocation').notNull().default(false),
    /** 0-100 from the profile alone: the score of a search with no criteria. */
    profileScore: smallint('profile_score').notNull(),
    /** The experience level's place in EXPERIENCE_LEVELS from 1; 0 when not given. */
    levelRank: smallint('level_rank').notNull(),
    /** The profile's career_start_year; 0 when unknown. */
    careerStartYear: smallint('career_start_year').notNull(),
    /** The profile's role_family_code (0 for none). */
    roleFamilyCode: smallint('role_family_code').notNull(),
    /** The salary range's ends, one standing for both when only one is given; -1 without a salary. */
    payFloor: integer('pay_floor').notNull(),
    payCeiling: integer('pay_ceiling').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The transaction that wrote the row last (pg_current_xact_id()). */
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** The taxonomy keys of the skills the profile lists, and of those its own words or primary resume show. */
    listedSkillKeys: text('listed_skill_keys').array().notNull(),
    shownSkillKeys: text('shown_skill_keys').array().notNull(),
    /** Lower-case words of the job title and of the place (candidate_words()). */
    titleWords: text('title_words').array().notNull(),
    placeWords: text('place_words').array().notNull(),
    /** The place as the developer wrote it ('Kraków, Poland'): a remote job's area reads its country (matching/remote-area.ts). */
    place: text('place').notNull().default(''),
  },
  (t) => [index('candidate_search_change_xid_idx').on(t.changeXid), uniqueIndex('candidate_search_user_unique').on(t.userId)],
);

/**
 * The candidate_search rows deleted (a trigger writes them), so that every server's copy drops them
 * too; housekeeping forgets them after CANDIDATE_REMOVALS_KEPT_HOURS.
 */
export const candidateSearchRemovals = pgTable(
  'candidate_search_removals',
  {
    profileId: integer('profile_id').notNull(),
    changeXid: xid8('change_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_search_removals_change_xid_idx').on(t.changeXid),
    index('candidate_search_removals_removed_at_idx').on(t.removedAt),
  ],
);

/**
 * A developer's public resume link, /r/{slug}: at most one per developer, pointing at one of their
 * resumes. Unpublishing deletes the row (and its counts), so an old link never comes back. Slugs are
 * stored lower-case; `isIndexable` lets search engines index the page, `showsContact` shows the
 * resume's e-mail addresses and phone numbers.
 */
export const resumeLinks = pgTable(
  'resume_links',
  {
    id: serial('id').primaryKey(),
    userId: ownerUserId(),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** True for a readable slug the developer chose; false for the unguessable one made for them. */
    isSlugChosen: boolean('is_slug_chosen').notNull().default(false),
    isIndexable: boolean('is_indexable').notNull().default(false),
    showsContact: boolean('shows_contact').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resume_links_user_unique').on(t.userId),
    uniqueIndex('resume_links_slug_unique').on(t.slug),
    index('resume_links_resume_idx').on(t.resumeId),
  ],
);

/** How often a public resume link was opened and its PDF downloaded (once per visitor a day), by UTC day; no record of who. */
export const resumeLinkDays = pgTable(
  'resume_link_days',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => resumeLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

/**
 * Who was already counted today on a link, so a visitor counts once a day however often they come
 * back: `visitor` is a keyed hash of the account or the address with the day, which cannot be turned
 * back into either and changes every day. Housekeeping deletes past days.
 */
export const resumeLinkVisitors = pgTable(
  'resume_link_visitors',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => resumeLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    use: text('use', { enum: ['views', 'downloads'] }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.use, t.visitor] })],
);

/**
 * Every slug a resume link ever had, kept for the account that used it, so an old address can never
 * show someone else: only that account may take it again. `linkId` is the link that had it while the
 * link lives (an old slug then redirects to the link's current one); unpublishing deletes the link,
 * and its old slugs answer 404 for good. The slug is stored as its SHA-256, so a deleted account's
 * readable name does not outlive it while the address stays reserved.
 */
export const resumeLinkSlugs = pgTable('resume_link_slugs', {
  slugHash: text('slug_hash').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  linkId: integer('link_id').references(() => resumeLinks.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
