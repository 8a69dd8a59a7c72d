/**
 * The whole DevMatch schema. Migrations in ./migrations are generated from this
 * file by drizzle-kit and run unchanged on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The owning user: deleting an account deletes what belongs to it. */
const ownerUserId = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userTypeEnum = pgEnum('user_type', ['developer', 'employer', 'admin']);
export const availabilityEnum = pgEnum('availability', ['available', 'open_to_offers', 'actively_looking']);
export const experienceLevelEnum = pgEnum('experience_level', ['entry', 'mid', 'senior']);
export const blogCategoryEnum = pgEnum('blog_category', ['developers', 'employers', 'industry']);
/** Who wrote a blog post: the editorial library in the repository, the built-in writer, or the admin's AI model. */
export const blogWriterEnum = pgEnum('blog_writer', ['editorial', 'built-in', 'llm']);
export const improvementStatusEnum = pgEnum('improvement_status', ['pending', 'applied', 'rejected']);

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
    /** role_family as a number (toRoleFamilyCode(): 0 for none), which candidate search compares. */
    roleFamilyCode: smallint('role_family_code').notNull().default(0),
    /** The job title's words that have a bit (resume-engine/skills/title-words.ts), as those bits. */
    titleWordBits: bigint('title_word_bits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
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
    employerId: ownerUserId('employer_id'),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.applicantId] }), index('employer_favorites_applicant_idx').on(t.applicantId)],
);

export const employerNotes = pgTable(
  'employer_notes',
  {
    employerId: ownerUserId('employer_id'),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.applicantId] }), index('employer_notes_applicant_idx').on(t.applicantId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    employerId: ownerUserId('employer_id'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_employer_idx').on(t.employerId, t.createdAt),
    index('contact_messages_candidate_idx').on(t.candidateId, t.createdAt),
  ],
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
    /** The employer's message a 'contact' notification opens. */
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** An employer's named search criteria (the normalised request body), to run again. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    employerId: ownerUserId('employer_id'),
    name: text('name').notNull(),
    criteria: jsonb('criteria').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_searches_employer_name_unique').on(t.employerId, sql`lower(${t.name})`)],
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
 * The skills in each employer's searches, kept for the built-in blog writer's market report (what
 * employers look for versus what developers list). Only the employer's id, for counting people.
 */
export const candidateSearchLog = pgTable(
  'candidate_search_log',
  {
    id: serial('id').primaryKey(),
    employerId: ownerUserId('employer_id'),
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
 * One narrow row per applicant profile with everything candidate search filters and scores on, so a
 * search reads one table without joins. Kept in step by database triggers on applicant_profiles,
 * users and resumes (migration 0003_candidate_search_triggers.sql); the app never writes it.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    // Columns in the order a search reads them (decision 007): PostgreSQL takes a row's columns apart
    // up to the last one a query uses, and finds fixed-width columns before the first null or
    // variable-length one at a fixed place. So the numbers every search tests come first (never
    // null: 0 or -1 stands for "not given"), then the skill bits (the most used skills in the first
    // words), then the arrays, which a search reads only for rows their Bloom filter lets through.
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => applicantProfiles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** A developer whose profile is visible to employers. */
    isListed: boolean('is_listed').notNull(),
    openToRemote: boolean('open_to_remote').notNull(),
    /** 0-100 from the profile alone: the score of a search with no criteria. */
    profileScore: smallint('profile_score').notNull(),
    /** How many skills the profile's words and primary resume show: the evidence that breaks a tie of scores. */
    shownSkillCount: smallint('shown_skill_count').notNull(),
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
    /**
     * Bloom filters (search_bloom(): two bits of 63 per word) of the skills without bits, the place's
     * words and the title's words without bits: a search tests them before the arrays, so most rows
     * are passed over with an integer test.
     */
    skillBloom: bigint('skill_bloom', { mode: 'bigint' }).notNull(),
    placeBloom: bigint('place_bloom', { mode: 'bigint' }).notNull(),
    titleBloom: bigint('title_bloom', { mode: 'bigint' }).notNull(),
    /** The profile's title_word_bits. */
    titleWordBits: bigint('title_word_bits', { mode: 'bigint' }).notNull(),
    /**
     * The taxonomy skills the profile lists, and those its own words or primary resume show, as bits:
     * word i of each holds the skills search_skill_bits places in word i (resume-engine/skills/skill-bits.ts).
     */
    listedBits0: bigint('listed_bits_0', { mode: 'bigint' }).notNull(),
    shownBits0: bigint('shown_bits_0', { mode: 'bigint' }).notNull(),
    listedBits1: bigint('listed_bits_1', { mode: 'bigint' }).notNull(),
    shownBits1: bigint('shown_bits_1', { mode: 'bigint' }).notNull(),
    listedBits2: bigint('listed_bits_2', { mode: 'bigint' }).notNull(),
    shownBits2: bigint('shown_bits_2', { mode: 'bigint' }).notNull(),
    listedBits3: bigint('listed_bits_3', { mode: 'bigint' }).notNull(),
    shownBits3: bigint('shown_bits_3', { mode: 'bigint' }).notNull(),
    listedBits4: bigint('listed_bits_4', { mode: 'bigint' }).notNull(),
    shownBits4: bigint('shown_bits_4', { mode: 'bigint' }).notNull(),
    listedBits5: bigint('listed_bits_5', { mode: 'bigint' }).notNull(),
    shownBits5: bigint('shown_bits_5', { mode: 'bigint' }).notNull(),
    listedBits6: bigint('listed_bits_6', { mode: 'bigint' }).notNull(),
    shownBits6: bigint('shown_bits_6', { mode: 'bigint' }).notNull(),
    listedBits7: bigint('listed_bits_7', { mode: 'bigint' }).notNull(),
    shownBits7: bigint('shown_bits_7', { mode: 'bigint' }).notNull(),
    listedBits8: bigint('listed_bits_8', { mode: 'bigint' }).notNull(),
    shownBits8: bigint('shown_bits_8', { mode: 'bigint' }).notNull(),
    listedBits9: bigint('listed_bits_9', { mode: 'bigint' }).notNull(),
    shownBits9: bigint('shown_bits_9', { mode: 'bigint' }).notNull(),
    listedBits10: bigint('listed_bits_10', { mode: 'bigint' }).notNull(),
    shownBits10: bigint('shown_bits_10', { mode: 'bigint' }).notNull(),
    listedBits11: bigint('listed_bits_11', { mode: 'bigint' }).notNull(),
    shownBits11: bigint('shown_bits_11', { mode: 'bigint' }).notNull(),
    listedBits12: bigint('listed_bits_12', { mode: 'bigint' }).notNull(),
    shownBits12: bigint('shown_bits_12', { mode: 'bigint' }).notNull(),
    listedBits13: bigint('listed_bits_13', { mode: 'bigint' }).notNull(),
    shownBits13: bigint('shown_bits_13', { mode: 'bigint' }).notNull(),
    listedBits14: bigint('listed_bits_14', { mode: 'bigint' }).notNull(),
    shownBits14: bigint('shown_bits_14', { mode: 'bigint' }).notNull(),
    /** Lower-case words of the place and of the job title (candidate_words()); the place's first, as a search reads it more. */
    placeWords: text('place_words').array().notNull(),
    titleWords: text('title_words').array().notNull(),
    /** Listed and shown skills without bits (skills the taxonomy does not know): usually empty. */
    otherListedSkillKeys: text('other_listed_skill_keys').array().notNull(),
    otherShownSkillKeys: text('other_shown_skill_keys').array().notNull(),
  },
  (t) => [
    // The orders of 'Most Recent' and 'Salary', so their first pages are read in order instead of sorted.
    index('candidate_search_listed_updated_idx')
      .on(t.updatedAt.desc(), t.profileId.desc())
      .where(sql`${t.isListed}`),
    index('candidate_search_listed_pay_idx')
      .on(t.payCeiling.desc(), t.updatedAt.desc(), t.profileId.desc())
      .where(sql`${t.isListed}`),
    // A selective place or title (a city) can read its rows through these instead of scanning.
    index('candidate_search_title_words_idx').using('gin', t.titleWords),
    index('candidate_search_place_words_idx').using('gin', t.placeWords),
    uniqueIndex('candidate_search_user_unique').on(t.userId),
  ],
);

/** Where each skill with bits has its bit in candidate_search (resume-engine/skills/skill-bits.ts), for the refresh trigger. */
export const searchSkillBits = pgTable('search_skill_bits', {
  key: text('key').primaryKey(),
  word: smallint('word').notNull(),
  bit: smallint('bit').notNull(),
});
