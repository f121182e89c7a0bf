import { expect } from 'vitest';
import { PNG } from './files.ts';
import { server } from './server.ts';

/** The accounts the API seeds on a fresh database (apps/api/src/demo/seed.ts). */
export const DEMO_REVIEWEE = { email: 'demo@review-center.local', password: 'demo-pass-2024' };
export const DEMO_ADMIN = { email: 'admin@review-center.local', password: 'admin-pass-2024' };
/** The demo cashier (seed.ts, demo mode only). */
export const DEMO_CASHIER = { email: 'cashier@review-center.local', password: 'cashier-2024' };
/** The demo content editor (seed.ts, demo mode only). */
export const DEMO_EDITOR = { email: 'editor@review-center.local', password: 'editor-2024' };

/**
 * The device identifier of the test machine's browser (decision 0068): every call here and every
 * page from `useBrowser().newPage()` carries it, so an account signed in through the API and its
 * pages in fresh contexts are one device, as a reviewee's own browser is. devices.e2e.ts opens
 * pages as other devices.
 */
export const E2E_DEVICE = 'e2e-machine-device-000000000000000000000000';
export const DEVICE_COOKIE = 'rc-device';

interface CallOptions {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** Sent as the bearer token. */
  token?: string;
}

/** One call to the real API under test; anything but 200 fails the test with the answer's body. */
export async function api<T = unknown>(method: string, path: string, { body, token }: CallOptions = {}): Promise<T> {
  const headers = new Headers({ cookie: `${DEVICE_COOKIE}=${E2E_DEVICE}` });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const response = await fetch(`${server().baseUrl}/api/v2${path}`, {
    method,
    headers,
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

/** Uploads the test PNG (POST /uploads), as a page does before it sends the form that uses it. */
export async function uploadPng(token?: string): Promise<unknown> {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'id.png');
  const [upload] = await api<unknown[]>('POST', '/uploads', { body: form, token });
  return upload;
}

let sequence = 0;
/** An address no other test has used: the API refuses a second account with the same e-mail. */
export const uniqueEmail = (name: string) => `${name}+${Date.now()}-${++sequence}@example.ph`;

/** The password of every reviewee registered by registerReviewee unless a test gives its own. */
export const REVIEWEE_PASSWORD = 'Maria-pass-1';

/** Every field of the register form but the e-mail and the ID picture (product §5). */
const reviewee = {
  password: REVIEWEE_PASSWORD,
  firstName: 'Maria',
  middleName: 'Reyes',
  lastName: 'Santos',
  mobile: '09171234567',
  civilStatus: 'Single',
  birthdate: '1999-02-11',
  birthPlace: 'Cebu City',
  idName: 'UMID',
  street: '5 Osmeña Blvd.',
  city: 'Cebu City',
  province: 'Cebu',
  zipCode: '6000',
  course: 'BEED',
  firstTimer: true,
  college: 'Cebu Normal University',
  collegeAddress: 'Cebu City',
};

/** Fields a test changes; a course other than BEED also needs a specialization (product §5). */
type RevieweeChanges = Partial<typeof reviewee> & { specialization?: string };

/** A new reviewee's registration body, its ID picture uploaded first as the register page does. */
async function registration(email: string, changes: RevieweeChanges = {}) {
  return { ...reviewee, ...changes, email, idAttachment: await uploadPng() };
}

/**
 * A fresh reviewee registered through the API. The API limits registrations per address and
 * every e2e file shares one server, so a file registers as few as it can.
 */
export async function registerReviewee(email = uniqueEmail('maria'), changes: RevieweeChanges = {}) {
  const session = await api<{ _id: string; token: string }>('POST', '/users/register', {
    body: await registration(email, changes),
  });
  return { ...session, email };
}

/** A reviewee enrolled through the API (POST /enrollments), as the wizard would do it. */
export interface Enrolled {
  _id: string;
  reference: string;
  token: string;
  user: string;
  email: string;
}
export async function enrollThroughApi(
  paymentType: 'Full' | 'Installment',
  name = 'pay',
  offering = 'hybrid-online-march-2024',
): Promise<Enrolled> {
  const email = uniqueEmail(name);
  const created = await api<Omit<Enrolled, 'email'>>('POST', '/enrollments', {
    body: { ...(await registration(email)), offering, paymentType, branch: 'Cebu' },
  });
  return { ...created, email };
}

/** A session of an existing account (POST /users/sign-in). */
/**
 * A published offering made through the console's call, Full payment in Manila unless `fields`
 * say otherwise: what the console's form sends, less what the journey does not look at.
 */
export async function publishedOffering(token: string, fields: { title: string } & Record<string, unknown>) {
  const body = {
    content: 'Live lectures',
    price: 9_000,
    beedPrice: null,
    cashDiscountByPercent: 0,
    downpayment: 0,
    installmentTerms: 0,
    installmentFrequency: 'Monthly',
    paymentType: ['Full'],
    multipleSchedule: false,
    branches: ['Manila'],
    schedules: [],
    ...fields,
  };
  const created = await api<{ _id: string }>('POST', '/admin/offerings', { token, body });
  await api('POST', `/admin/offerings/${created._id}/publish`, { token });
  return created;
}

export const signIn = (account: { email: string; password: string }) =>
  api<{ _id: string; token: string }>('POST', '/users/sign-in', { body: account });

/**
 * A reviewee enrolled in full whose GCash proof waits for the cashier (sent with
 * PUT /enrollments/{id}, as the payment page sends it), and what they owe.
 */
export async function proofWaiting(name: string): Promise<Enrolled & { price: number }> {
  const enrollment = await enrollThroughApi('Full', name);
  const { price } = await api<{ price: number }>('GET', `/enrollments/${enrollment._id}`, { token: enrollment.token });
  await api('PUT', `/enrollments/${enrollment._id}`, {
    token: enrollment.token,
    body: {
      paymentOption: 'GCash',
      receiptId: `GC-${Date.now()}`,
      paymentDate: new Date().toISOString().slice(0, 10),
      attachments: [await uploadPng(enrollment.token)],
      status: 'Payment Review',
    },
  });
  return { ...enrollment, price };
}

/** A reviewee paid in full and approved (Active, as the cashier leaves it), by default in the hybrid review. */
export async function activeReviewee(name = 'classmate', offering?: string) {
  const enrollment = await enrollThroughApi('Full', name, offering);
  const { price } = await api<{ price: number }>('GET', `/enrollments/${enrollment._id}`, { token: enrollment.token });
  await api('POST', `/users/${enrollment.user}/enrollments/${enrollment._id}/payments`, {
    token: enrollment.token,
    body: {
      paymentType: 'Full',
      paymentOption: 'GCash',
      price,
      receiptId: `GC-${Date.now()}-${name}`,
      paymentDate: new Date().toISOString().slice(0, 10),
      reference: enrollment.reference,
      tag: 'Enrollment',
      attachments: [await uploadPng(enrollment.token)],
    },
  });
  const admin = await signIn(DEMO_ADMIN);
  await api('POST', `/admin/enrollments/${enrollment._id}/approve`, { token: admin.token });
  return enrollment;
}
