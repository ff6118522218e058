/**
 * Headers for API calls a test makes outside the page (page.request): the app's own Origin, as the
 * page's fetches send it (the API refuses state-changing requests from any other origin), on a
 * connection of their own. Playwright's request client keeps idle connections for ever, the server
 * closes them after 5 s, and a request sent on one just as it closes fails with ECONNRESET.
 */
export const fromApp = () => ({ origin: process.env.E2E_BASE_URL!, connection: "close" });
