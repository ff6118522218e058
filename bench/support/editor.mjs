// Starts the built server and Chromium, saves a resume for a signed-in user and opens it in the
// editor: the starting point of the browser benchmarks.
import { chromium } from "playwright-core";
import { v7 as uuidv7 } from "uuid";
import { signedInCookie, startServer } from "./server.mjs";

export async function openEditorWith(resume) {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const cookie = await signedInCookie(server);
    const id = uuidv7();
    const headers = { "content-type": "application/json", origin: server.origin, cookie };
    await fetch(`${server.origin}/api/resumes`, { method: "POST", headers, body: JSON.stringify({ id, ...resume }) });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: server.origin };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/dashboard/editor/${id}`);
    await page.locator("#resume-preview [data-resume-sheet]").waitFor();
    await page.evaluate(() => document.fonts.ready);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
