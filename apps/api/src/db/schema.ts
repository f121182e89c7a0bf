import type { ColumnType, Generated } from 'kysely';
import type { EnrollmentStatus, UploadResult } from '@review-center/domain';

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
  /** The first unpaid installment's due date, computed by PostgreSQL (a generated column). */
  next_due_date: ColumnType<string | null, never, never>;
  /** Why staff cancelled the enrollment (status Cancelled). */
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
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
  offering_id: string;
  content: string;
}

export interface DiscussionsTable {
  id: string;
  user_id: string;
  body: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OpinionsTable {
  id: string;
  discussion_id: string;
  user_id: string;
  body: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
}

export interface UserExamsTable {
  id: string;
  user_id: string;
  template_id: string;
  completed: Generated<boolean>;
  score: number | null;
  completed_at: Date | null;
  created_at: Generated<Date>;
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

export interface Database {
  audit_log: AuditLogTable;
  offerings: OfferingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  link_tokens: LinkTokensTable;
  uploads: UploadsTable;
  coupons: CouponsTable;
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
  exam_templates: ExamTemplatesTable;
  user_exams: UserExamsTable;
  answers: AnswersTable;
}
