import type { PublicUser } from './responses/auth';
import type { CertificatePageData } from './responses/certificates';
import type { StudyCourse } from './responses/learning';
import type { SiteContact } from './site-contact';
import type { CourseCard, CourseDetail } from './responses/courses';

/** Where the server-rendered pages read their data: the services, not the HTTP API. */
export type PageData = {
  catalogue: () => Promise<CourseCard[]>;
  /** A visible course's public page as an anonymous visitor sees it; none when hidden or gone. */
  course: (courseId: number) => Promise<CourseDetail | undefined>;
  /** A certificate's verification page; null for a code never issued. */
  certificate: (code: string) => Promise<CertificatePageData | null>;
  /** The footer's and contact block's details, from the configuration. */
  contact: SiteContact;
  /** The signed-in person's own data: only for a page rendered for them alone, never kept. */
  person?: PersonalPageData;
};

/** What a page rendered for one signed-in person reads, as the API answers them. */
export type PersonalPageData = {
  /** The session check's answer (GET /api/auth/verify/token). */
  session: { user: PublicUser };
  /** A course they may study (GET /api/user/courses/{id}/{slug}); none when they may not. */
  studyCourse: (courseId: number) => Promise<StudyCourse | undefined>;
};

/** A page's markup, and the data the browser picks up from it instead of asking again. */
export type RenderedPage = { html: string; state: unknown };

/**
 * Renders a public page; undefined for an address the browser draws alone. `sessionCookie`: the
 * request carries a session cookie, so the navigation keeps the account button's place instead of
 * offering to sign in (whether the session is still valid, the browser checks).
 */
export type RenderPage = (
  url: string,
  data: PageData,
  sessionCookie: boolean,
) => Promise<RenderedPage | undefined>;

/** The id of the `<script type="application/json">` that carries `RenderedPage.state`. */
export const RENDERED_STATE_ID = 'rendered-state';
