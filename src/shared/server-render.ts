import type { PublicUser } from './responses/auth';
import type { CertificatePageData } from './responses/certificates';
import type { StudyCourse } from './responses/learning';
import type { SiteContact } from './site-contact';
import type { ConsultationType } from './responses/consultations';
import type { BundleCard, BundleDetail } from './responses/bundles';
import type { CourseReviewsAnswer } from './responses/course-reviews';
import type { CatalogueCard, CourseDetail } from './responses/courses';
import type { MonotributoTable } from './responses/monotributo';
import type { PlanOffer } from './responses/plan-subscription';
import type { TaxCalendarPage } from './responses/tax-calendar';

/** A page's address parameters, as the registry's pattern names them. */
export type PageParams = Record<string, string | undefined>;

/**
 * Each kind of data a server-rendered page reads first, by name (a page's `render` in
 * web/page-registry.ts), and what it is. The only list of them: the server's readers (`PageData`)
 * and the web's writers into the render's cache (entry-server.tsx) are typed from it.
 */
export type RenderedData = {
  catalogue: CatalogueCard[];
  /** A visible course's public page as an anonymous visitor sees it. */
  course: CourseDetail;
  /** The first page of a visible course's reviews, as GET /api/courses/{id}/{slug}/reviews. */
  courseReviews: CourseReviewsAnswer;
  /** The visible 'Rutas de aprendizaje' (`/courses`), as GET /api/bundles. */
  bundles: BundleCard[];
  /** A visible bundle's public page, as GET /api/bundles/{id}/{slug}. */
  bundle: BundleDetail;
  /** A certificate's verification page; null for a code never issued. */
  certificate: CertificatePageData | null;
  /**
   * A course as its signed-in owner studies it, with their session, exactly as the API answers
   * them (GET /api/auth/verify/token, GET /api/user/courses/{id}/{slug}): only for a page rendered
   * for them alone, never kept.
   */
  study: { session: { user: PublicUser }; course: StudyCourse };
  /** The consultation types a client can book (`/consultas`), as GET /api/consultations/types. */
  consultationTypes: ConsultationType[];
  /** The Monotributo's table in force (`/monotributo`), as GET /api/tools/monotributo. */
  monotributoTable: MonotributoTable;
  /** The obligations to tick and the confirmed years (`/vencimientos`), as GET /api/tax-calendar/obligations. */
  taxCalendar: TaxCalendarPage;
  /** The 'Plan Contador' as offered (`/plan-contador`), as GET /api/subscriptions/plan. */
  planOffer: PlanOffer;
};

/**
 * What a page reads before it is rendered: one kind, or several; `none`: nothing but the contact
 * details.
 */
export type RenderData = 'none' | keyof RenderedData | readonly (keyof RenderedData)[];

/** Reads one kind of data for a page's parameters; undefined when there is no such page. */
export type PageReader<K extends keyof RenderedData> = (
  params: PageParams,
) => Promise<RenderedData[K] | undefined>;

/** Where the server-rendered pages read their data: the services, not the HTTP API. */
export type PageData = {
  read: { [K in keyof RenderedData]: PageReader<K> };
  /** The footer's and contact block's details, from the configuration. */
  contact: SiteContact;
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
