import type { StudyTarget } from '../accounts';
import type { BenchDatabase } from '../database';
import type { ResultRow } from '../report';
import type { RunningServer } from '../server';

/** What every timed scenario gets: the running server and the accounts seeded for it. */
export type ScenarioContext = {
  server: RunningServer;
  database: BenchDatabase;
  workDir: string;
  /** A visible course of the public catalogue. */
  publicCourse: { id: number; slug: string };
  students: { cookies: string[]; course: StudyTarget };
  adminCookie: string;
  loginEmails: string[];
};

export type Scenario = (context: ScenarioContext) => Promise<ResultRow[]>;

/** Headers of a state-changing call from the site's own pages. */
export const sameOriginJson = (server: RunningServer) => ({
  'content-type': 'application/json',
  origin: server.url,
});
