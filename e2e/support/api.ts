/**
 * Headers for API calls a test makes outside the page (page.request): the app's own Origin, as the
 * page's fetches send it. The API refuses state-changing requests from any other origin.
 */
export const fromApp = () => ({ origin: process.env.E2E_BASE_URL! });
