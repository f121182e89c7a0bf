import type { ColumnType, Generated } from 'kysely';
import type { AccommodationScope, EnrollmentStatus, UploadResult } from '@review-center/domain';

/** Table types of the database, kept in step with ./migrations. */
export interface OfferingsTable {
  id: string;
  title: string;
  content: string;
  price: ColumnType<number, number, number>;
  cash_discount_by_percent: number;
  downpayment: number;
  installment_terms: number;
  installment_frequency: string;
  payment_type: string[];
  multiple_schedule: boolean;
  units: string | null;
  terms: string | null;
  start_date: Date | null;
  end_date: Date | null;
  enrollment_start_date: Date | null;
  enrollment_end_date: Date | null;
  published: boolean;
  created_at: Generated<Date>;
  /** The BEED price when it differs from `price` (migration 0009, decision 0045). */
  beed_price: ColumnType<number | null, number | null | undefined, number | null>;
  /** The branches and schedules offered, from catalogue_options (migration 0009). */
  branches: ColumnType<string[], string[] | undefined, string[]>;
  schedules: ColumnType<string[], string[] | undefined, string[]>;
  /** Enrolled at /enroll, not the offering's wizard (migration 0017, decision 0072). */
  is_package: Generated<boolean>;
  /** The package whose /enroll shows only the hybrid-season notice (migration 0017). */
  hybrid_season: Generated<boolean>;
  /** Its place on /offerings, first at 0 (migration 0019); the editor moves it up or down. */
  position: Generated<number>;
}

/** Profile fields of product §3 (User), kept together: all optional until the user fills them in. */
export interface UserProfile {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  mobile?: string;
  civilStatus?: string;
  birthdate?: string;
  birthPlace?: string;
  idName?: string;
  idAttachment?: UploadResult;
  street?: string;
  city?: string;
  province?: string;
  zipCode?: string;
  course?: string;
  specialization?: string;
  firstTimer?: boolean;
  lastTakeDate?: string;
  college?: string;
  collegeAddress?: string;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: Generated<string>;
  verified: Generated<boolean>;
  profile: ColumnType<UserProfile, string | undefined, string>;
  /** Set while the account may not sign in (migration 0006, decision 0029). */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

interface SessionsTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  /** The sign-in that began the session: a refreshed token keeps its predecessor's (decision 0023). */
  created_at: Generated<Date>;
}

interface LinkTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface UploadsTable {
  id: string;
  owner_id: string | null;
  original_name: string;
  mime: string;
  size: number;
  /** The bytes' sha256 (hex), computed on upload (migration 0005); null for older files. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface CouponsTable {
  id: string;
  code: string;
  title: string;
  discount_price: number | null;
  discount_percent: number | null;
  offering_id: string;
  status: Generated<string>;
  /** The validity window and use limit (migration 0009); null: no bound. */
  valid_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  valid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  max_uses: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
}

/** The administrator's list of branches and schedules offerings choose from (migration 0009). */
interface CatalogueOptionsTable {
  id: string;
  kind: string;
  name: string;
  position: number;
}

export interface Installment {
  amount: number;
  dueDate: string;
  paid: boolean;
}

export interface EnrollmentsTable {
  id: string;
  reference: string;
  user_id: string;
  offering_id: string;
  status: EnrollmentStatus;
  price: number;
  coupon: string | null;
  payment_type: string;
  payment_option: string | null;
  receipt_id: string | null;
  payment_date: string | null;
  attachments: Generated<string[]>;
  branch: string;
  schedule: string | null;
  installments: ColumnType<Installment[], string | undefined, string>;
  rejection_reason: string | null;
  created_at: Generated<Date>;
  /** What approvals and installments marked paid have covered (migration 0005). */
  amount_paid: Generated<number>;
  /** The sum of its refunds (migration 0026, decision 0084). */
  amount_refunded: Generated<number>;
  /** The first unpaid installment's due date, computed by PostgreSQL (a generated column). */
  next_due_date: ColumnType<string | null, never, never>;
  /** Why staff cancelled the enrollment (status Cancelled). */
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it first became Active (migration 0008): access runs six months from then (product §1). */
  activated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PaymentsTable {
  id: string;
  enrollment_id: string;
  user_id: string;
  reference: string;
  tag: string;
  /** The amount the reviewee declared. */
  price: number;
  /** The amount due that the payment covers, computed by the server (decision 0022); null before it was kept. */
  amount_due: number | null;
  payment_type: string;
  payment_option: string;
  receipt_id: string;
  payment_date: string;
  attachments: string[];
  status: string;
  created_at: Generated<Date>;
}

export interface AnnouncementsTable {
  id: string;
  slug: string;
  title: string;
  date: Date;
  content: string;
  created_at: Generated<Date>;
  /** Migration 0011: a draft, or published (shown on the site from `date` on). */
  status: Generated<'draft' | 'published'>;
  /** Migration 0011. */
  updated_at: Generated<Date>;
}

export interface LecturersTable {
  id: string;
  photo: string;
  first_name: string;
  nickname: string;
  last_name: string;
  profession: string;
  credentials: string[];
  position: number;
  /** Hidden lecturers stay in the console, off the site (migration 0010). */
  hidden: Generated<boolean>;
  /** The photo's small size; `photo` is the large one (decision 0047). */
  photo_small: string | null;
}

/** The center's details, one row `center` (migration 0010, decision 0046). */
interface CenterSettingsTable {
  id: string;
  data: unknown;
  updated_at: Generated<Date>;
}

/** Images anyone may see, each stored in two sizes (migration 0010, decision 0047). */
interface PublicImagesTable {
  id: string;
  small: Uint8Array;
  large: Uint8Array;
  created_at: Generated<Date>;
}

interface CategoriesTable {
  id: string;
  title: string;
  group: string;
  position: number;
}

/** A staff reply to a ticket, kept on it (migration 0006). */
export interface TicketReply {
  message: string;
  author: string;
  createdAt: string;
}

interface SupportTicketsTable {
  id: string;
  user_id: string | null;
  ticket: ColumnType<Record<string, unknown>, string, string>;
  /** new, answered or closed (migration 0006). */
  status: Generated<string>;
  replies: ColumnType<TicketReply[], string | undefined, string>;
  created_at: Generated<Date>;
}

interface CoursewareTable {
  id: string;
  /** Unique since migration 0011: one page per offering. */
  offering_id: string;
  content: string;
  /** Migration 0011. */
  updated_at: Generated<Date>;
}

export interface DiscussionsTable {
  id: string;
  user_id: string;
  body: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Migration 0008: the offering the thread belongs to (null for threads from before). */
  offering_id: string | null;
  /** The thread's own post or its newest reply, whichever is later: the list's order. */
  last_activity_at: Generated<Date>;
  /** Set when staff hid the thread (decision 0038). */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OpinionsTable {
  id: string;
  discussion_id: string;
  user_id: string;
  body: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by: ColumnType<string | null, string | null | undefined, string | null>;
}

interface QuestionOption {
  label: string;
  data: string;
}

interface QuestionsTable {
  id: string;
  data: string;
  group_content: string | null;
  options: ColumnType<QuestionOption[], string, string>;
  correct: string;
  /** The question bank's fields (migration 0012, decision 0049). */
  category_id: ColumnType<string | null, string | null | undefined, string | null>;
  difficulty: ColumnType<string | null, string | null | undefined, string | null>;
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The newer version an edit of an answered question made (decision 0049). */
  replaced_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Rich text shown with the answers; the LET subject and competency code (migration 0020, decision 0076). */
  rationale: ColumnType<string | null, string | null | undefined, string | null>;
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  competency: ColumnType<string | null, string | null | undefined, string | null>;
  /** The center offers it as a practice item (migration 0023, decision 0081). */
  practice_eligible: Generated<boolean>;
}

/** The LET subjects questions are tagged with, by part (migration 0020, decision 0076). */
interface SubjectsTable {
  id: string;
  part: string;
  /** Which specialization's list, in the specialization part; null in the other two. */
  specialization: string | null;
  title: string;
  position: Generated<number>;
  created_at: Generated<Date>;
}

export interface ExamTemplatesTable {
  id: string;
  name: string;
  slug: string;
  category_id: string | null;
  available_from: Date;
  available_until: Date;
  duration: number;
  instructions: string;
  question_ids: string[];
  /** Staff's settings (migration 0012, decisions 0049, 0050). */
  shuffle_questions: Generated<boolean>;
  shuffle_options: Generated<boolean>;
  has_time_limit: Generated<boolean>;
  show_answers_after_window: Generated<boolean>;
  /** The offerings whose Active reviewees may take it; null: everyone signed in. */
  audience_offerings: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  /** The draws a template's questions were drawn by (null: picked one by one). */
  draws: ColumnType<{ category: string; count: number }[] | null, string | null | undefined, string | null>;
}

export interface UserExamsTable {
  id: string;
  user_id: string;
  template_id: string;
  completed: Generated<boolean>;
  score: number | null;
  completed_at: Date | null;
  created_at: Generated<Date>;
  /** Submitted by the server's closing job (migration 0027). */
  closed_by_server: Generated<boolean>;
}

export interface AnswersTable {
  id: string;
  user_exam_id: string;
  question_id: string;
  user_id: string;
  answer: string;
  answered_at: Date;
  updated_at: Generated<Date>;
}

/** A question flagged for review in an attempt, or unflagged (migration 0021, decision 0077). */
interface QuestionFlagsTable {
  user_exam_id: string;
  question_id: string;
  flagged: boolean;
  flagged_at: Date;
  updated_at: Generated<Date>;
}

/** One staff action (migration 0004): written once, never updated. */
export interface AuditLogTable {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  created_at: Generated<Date>;
}

/** Rate-limit windows shared by every API process (migration 0007, decision 0031). */
interface RateLimitsTable {
  key: string;
  window_start: Date;
  window_ms: number;
  count: number;
  expires_at: Date;
}

/** The bytes of uploaded files (migration 0007). */
interface UploadFilesTable {
  id: string;
  bytes: Uint8Array;
  created_at: Generated<Date>;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** The e-mail outbox (migration 0007, decision 0031). */
export interface OutboxMessagesTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** The files the e-mail carries, base64 (migration 0018): a receipt's PDF. */
  attachments: ColumnType<OutboxAttachment[] | null, string | null | undefined, string | null>;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

/**
 * A reminder sent (migration 0022, decision 0078): its row is inserted with the e-mail, and its
 * primary key (enrollment, kind, due date) lets it be sent once.
 */
interface RemindersTable {
  enrollment_id: string;
  /** What it reminds of: 'payment-deadline' (before an unpaid registration is deleted), or an installment's. */
  kind: string;
  /** The date (YYYY-MM-DD) it is about: the payment deadline, or the installment's due date. */
  due_on: string;
  sent_at: Generated<Date>;
}

/** An exam reminder sent (migration 0029, decision 0091): one per exam, reviewee and opening. */
interface ExamRemindersTable {
  template_id: string;
  user_id: string;
  /** The opening it announced: a moved opening is a new reminder. */
  opens_at: Date;
  sent_at: Generated<Date>;
}

/** A reminded reviewee's unsubscribe key, and when they stopped exam reminders (decision 0091). */
interface ExamReminderSubscriptionsTable {
  user_id: string;
  unsubscribe_key: string;
  unsubscribed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/**
 * A reviewee's FSRS card for one question (migration 0023, decision 0081): `ts-fsrs`'s Card
 * fields, and where it came from: missed in a closed mock exam, or practised.
 */
export interface ReviewCardsTable {
  user_id: string;
  question_id: string;
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
  source: 'exam' | 'practice';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A practice answer (migration 0023, decision 0081), keyed by the device's id; kept with its feedback. */
interface PracticeAnswersTable {
  id: string;
  user_id: string;
  question_id: string;
  answer: string;
  correct: boolean;
  unsure: boolean;
  answered_at: Date;
  received_at: Generated<Date>;
  next_due: Date;
}

/**
 * A reviewee's practice preferences (migration 0024): the daily goal in answers a day, null when
 * turned off, and whether the streak is shown. No row: the domain's defaults.
 */
interface PracticePreferencesTable {
  user_id: string;
  daily_goal: number | null;
  streak: Generated<boolean>;
  updated_at: Generated<Date>;
}

/**
 * One record of accommodations for an exam (migration 0025, decision 0083): for a reviewee (user
 * id), a branch (name) or an offering (id), each kind null when not granted.
 */
export interface ExamAccommodationsTable {
  id: string;
  template_id: string;
  scope: AccommodationScope;
  subject: string;
  extra_minutes: number | null;
  time_multiplier: number | null;
  window_from: Date | null;
  window_until: Date | null;
  reopened_until: Date | null;
  reason: string;
  granted_by: string;
  updated_at: Generated<Date>;
}

/** The last number given in a receipt series (migration 0018, decision 0074). */
interface ReceiptCountersTable {
  series: string;
  last: number;
}

/** A receipt of an approved payment (migration 0018, decision 0074); voided, never deleted. */
export interface ReceiptsTable {
  id: string;
  payment_id: string;
  series: string;
  number: number;
  document: ColumnType<unknown, string, string>;
  access_key: string;
  issued_at: Generated<Date>;
  issued_by: string | null;
  voided_at: Date | null;
  voided_by: string | null;
  void_reason: string | null;
  replaces: string | null;
}

/** A refund recorded on a cancelled enrollment (migration 0026, decision 0084); never deleted. */
export interface RefundsTable {
  id: string;
  enrollment_id: string;
  amount: number;
  channel: string;
  reference: string;
  refund_date: string;
  reason: string;
  recorded_by: string;
  recorded_at: Generated<Date>;
}

/** Migration 0028 (decision 0088): a statement the cashier imported, its counts, who confirmed it. */
export interface StatementImportsTable {
  id: string;
  channel: string;
  file_name: string;
  mapping: ColumnType<StatementColumns, string, string>;
  row_count: number;
  matched: number;
  review: number;
  unknown: number;
  created_by: string;
  created_at: Generated<Date>;
  confirmed_by: string | null;
  confirmed_at: Date | null;
}

/** Which columns of a channel's statement hold what (decision 0088). */
export interface StatementColumns {
  dateColumn: string;
  amountColumn: string;
  textColumn: string;
  dateFormat: string;
}

/** A payment a statement row is, or may be, as it was when the statement was matched. */
export interface StatementCandidate {
  payment: string;
  enrollment: string;
  reference: string;
  name: string;
  amountDue: number;
}

/** One row of an imported statement and where it landed (decision 0088). */
interface StatementLinesTable {
  import_id: string;
  line: number;
  posted_on: string;
  amount: number;
  text: string;
  outcome: string;
  reason: string | null;
  payments: ColumnType<StatementCandidate[], string, string>;
  approval: string | null;
  approval_note: string | null;
}

/** Each payment channel's columns, as its last import had them (decision 0088). */
interface StatementMappingsTable {
  channel: string;
  mapping: ColumnType<StatementColumns, string, string>;
  updated_by: string;
  updated_at: Generated<Date>;
}

/** Which process runs a background job, until when (migration 0007, decision 0031). */
/** Migration 0015 (decision 0068): the devices an account signed in from; the registered one is unreleased. */
export interface DevicesTable {
  id: string;
  user_id: string;
  device_hash: string;
  browser: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  released_at: Date | null;
  release_reason: string | null;
}

interface JobLocksTable {
  name: string;
  holder: string;
  locked_until: Date;
}

export interface Database {
  job_locks: JobLocksTable;
  rate_limits: RateLimitsTable;
  upload_files: UploadFilesTable;
  outbox_messages: OutboxMessagesTable;
  receipts: ReceiptsTable;
  refunds: RefundsTable;
  statement_imports: StatementImportsTable;
  statement_lines: StatementLinesTable;
  statement_mappings: StatementMappingsTable;
  receipt_counters: ReceiptCountersTable;
  reminders: RemindersTable;
  exam_reminders: ExamRemindersTable;
  exam_reminder_subscriptions: ExamReminderSubscriptionsTable;
  audit_log: AuditLogTable;
  offerings: OfferingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  link_tokens: LinkTokensTable;
  uploads: UploadsTable;
  coupons: CouponsTable;
  catalogue_options: CatalogueOptionsTable;
  enrollments: EnrollmentsTable;
  payments: PaymentsTable;
  announcements: AnnouncementsTable;
  lecturers: LecturersTable;
  categories: CategoriesTable;
  support_tickets: SupportTicketsTable;
  courseware: CoursewareTable;
  discussions: DiscussionsTable;
  opinions: OpinionsTable;
  questions: QuestionsTable;
  subjects: SubjectsTable;
  exam_templates: ExamTemplatesTable;
  user_exams: UserExamsTable;
  answers: AnswersTable;
  question_flags: QuestionFlagsTable;
  review_cards: ReviewCardsTable;
  practice_answers: PracticeAnswersTable;
  practice_preferences: PracticePreferencesTable;
  exam_accommodations: ExamAccommodationsTable;
  center_settings: CenterSettingsTable;
  public_images: PublicImagesTable;
  devices: DevicesTable;
}
