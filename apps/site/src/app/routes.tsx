import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { Component as RootLayout, loader as rootLoader } from '../routes/root.tsx';
import { paths } from './paths.ts';
import { retryableLazy } from './route-module.ts';
import { RootError, RouteError } from './RouteError.tsx';

/**
 * Every route of product §2, shared by the browser router and the build-time prerender.
 * Routes are lazy: a reviewee on a slow phone downloads only the page they open. Every page
 * renders inside the root layout (header, footer, notifications; product §2 "Header and shell"),
 * which is eager because every page needs it. ADD page routes to `pages`, one line each, and
 * keep the `*` route last. Every route has an error boundary (app/RouteError.tsx) and a lazy
 * that can be retried (app/route-module.ts): a page that failed, or whose code did not arrive,
 * shows in the layout with a way on, never the router's default screen.
 */
const pages: RouteObject[] = [
  { index: true, element: <Navigate to={paths.home} replace /> },
  { id: 'home', path: paths.home, lazy: retryableLazy(() => import('../routes/home.tsx')) },
  { id: 'about-us', path: paths.aboutUs, lazy: retryableLazy(() => import('../routes/about-us.tsx')) },
  { id: 'offerings', path: paths.offerings, lazy: retryableLazy(() => import('../routes/offerings.tsx')) },
  { id: 'announcements', path: paths.announcements, lazy: retryableLazy(() => import('../routes/announcements.tsx')) },
  {
    id: 'announcement',
    path: paths.announcementPattern,
    lazy: retryableLazy(() => import('../routes/announcement.tsx')),
  },
  { id: 'lecturers', path: paths.lecturers, lazy: retryableLazy(() => import('../routes/lecturers.tsx')) },
  { id: 'timeline', path: paths.timeline, lazy: retryableLazy(() => import('../routes/timeline.tsx')) },
  { id: 'gallery', path: paths.gallery, lazy: retryableLazy(() => import('../routes/gallery.tsx')) },
  {
    id: 'terms-and-conditions',
    path: paths.termsAndConditions,
    lazy: retryableLazy(() => import('../routes/terms-and-conditions.tsx')),
  },
  {
    id: 'privacy-policy',
    path: paths.privacyPolicy,
    lazy: retryableLazy(() => import('../routes/privacy-policy.tsx')),
  },
  { id: 'faq', path: paths.faq, lazy: retryableLazy(() => import('../routes/faq.tsx')) },
  { id: 'support', path: paths.support, lazy: retryableLazy(() => import('../routes/support.tsx')) },
  { id: 'exam', path: paths.examPattern, lazy: retryableLazy(() => import('../routes/exam.tsx')) },
  {
    id: 'offering-enroll',
    path: '/offerings/:offering/enroll',
    lazy: retryableLazy(() => import('../routes/offering-enroll.tsx')),
  },
  {
    id: 'package-enroll',
    path: paths.packageEnroll,
    lazy: retryableLazy(() => import('../routes/package-enroll.tsx')),
  },
  {
    id: 'enrollment-payment',
    path: '/enrollments/:enrollmentId/payments',
    lazy: retryableLazy(() => import('../routes/enrollment-payment.tsx')),
  },
  {
    id: 'enrollment-success',
    path: paths.enrollmentSuccess,
    lazy: retryableLazy(() => import('../routes/enrollment-success.tsx')),
  },
  { id: 'login', path: paths.login, lazy: retryableLazy(() => import('../routes/login.tsx')) },
  { id: 'register', path: paths.register, lazy: retryableLazy(() => import('../routes/register.tsx')) },
  {
    id: 'forgot-password',
    path: paths.forgotPassword,
    lazy: retryableLazy(() => import('../routes/forgot-password.tsx')),
  },
  {
    id: 'reset-password',
    path: '/account/reset-password/:user/:token',
    lazy: retryableLazy(() => import('../routes/reset-password.tsx')),
  },
  {
    id: 'verify-account',
    path: '/account/verify/:user/:token',
    lazy: retryableLazy(() => import('../routes/verify-account.tsx')),
  },
  {
    id: 'move-device',
    path: '/account/device/:user/:token',
    lazy: retryableLazy(() => import('../routes/move-device.tsx')),
  },
  {
    id: 'exam-reminders-unsubscribe',
    path: paths.examRemindersUnsubscribePattern,
    lazy: retryableLazy(() => import('../routes/exam-reminders-unsubscribe.tsx')),
  },
  { id: 'account', path: paths.account, lazy: retryableLazy(() => import('../routes/account.tsx')) },
  {
    id: 'enrollment-detail',
    path: '/enrollments/:enrollment',
    lazy: retryableLazy(() => import('../routes/enrollment-detail.tsx')),
  },
  {
    id: 'discussions',
    path: paths.discussionsPattern,
    lazy: retryableLazy(() => import('../routes/discussions.tsx')),
  },
  {
    id: 'discussion',
    path: paths.discussionPattern,
    lazy: retryableLazy(() => import('../routes/discussion.tsx')),
  },
  { id: 'practice', path: paths.practice, lazy: retryableLazy(() => import('../routes/practice.tsx')) },
  { id: 'not-found', path: '*', lazy: retryableLazy(() => import('../routes/not-found.tsx')) },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root,
    Component: RootLayout,
    loader: rootLoader,
    ErrorBoundary: RootError,
    children: pages.map((page) => ({ ...page, ErrorBoundary: RouteError })),
  },
];

/**
 * Public pages whose HTML is rendered at build time, so their text paints before any script
 * runs (their route ids name their modules, whose chunks the page preloads). The forms among them
 * can be read and typed into before the app starts; what was typed is kept when it does
 * (decision 0033).
 */
export const prerenderedPages: readonly string[] = [
  paths.home,
  paths.aboutUs,
  paths.offerings,
  paths.announcements,
  paths.lecturers,
  paths.timeline,
  paths.gallery,
  paths.termsAndConditions,
  paths.privacyPolicy,
  paths.faq,
  paths.support,
  paths.login,
  paths.register,
  paths.forgotPassword,
];

/**
 * Every address pattern the router answers with a page (`:name` is one segment), from `routes`
 * itself: the API server answers any other address with an HTTP 404 and the 404 page (product §2),
 * so this list and the router cannot drift. The `*` route (the 404 page) is not one of them. Marked
 * pure: the browser's bundle, which never reads it, leaves it out (decision 0055).
 */
export const routePatterns: readonly string[] = /* @__PURE__ */ (function patternsOf(
  list: RouteObject[],
  parent: string,
): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const own = route.path === undefined ? parent : joinPath(parent, route.path);
    return [...(route.index || !route.children ? [own] : []), ...patternsOf(route.children ?? [], own)];
  });
})(routes, '');

function joinPath(parent: string, child: string) {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}
