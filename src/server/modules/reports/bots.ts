/**
 * Browsers that are programs: search engines, link previews, monitors, scripts and headless
 * browsers. Their views of a course page are not people's.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|monitor|check|archiver|facebookexternalhit|whatsapp|telegram|skype|embedly|lighthouse|pagespeed|headless|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman/i;

/** Whether a request's User-Agent is a program's (or missing, as programs send). */
export function isBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent.length < 10 || !agent.startsWith('Mozilla/') || BOT.test(agent);
}
