import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { type PrintApi, type PrintOptions, type PrintResult } from "../../shared/print";
import { resumeContentSchema } from "../../shared/resume";
import { fitBoundsOf } from "../templates/registry";
import { ResumeSheet } from "../templates/resume-document";
import { cutIntoPages, laidOutPageCount } from "./print-pages";
import "../index.css";
import "./print-page.css";

const root = createRoot(document.getElementById("root")!);
const continuation = document.getElementById("continuation")!;

const hasBrokenImage = (container: HTMLElement) =>
  [...container.querySelectorAll("img")].some((image) => image.complete && image.naturalWidth === 0);
/** How long a failed image may take to give way to its placeholder before the page prints anyway. */
const BROKEN_IMAGE_WAIT_MS = 1_000;

/**
 * Resolves once every image is decoded, or failed and replaced: a layout swaps a photo that does
 * not load for its placeholder (ProfilePhoto), on the image's error event, a task later. A missing
 * photo must not stop the export either way.
 */
async function imagesSettled(container: HTMLElement): Promise<void> {
  const images = [...container.querySelectorAll("img")];
  await Promise.all(images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  for (const started = performance.now(); hasBrokenImage(container) && performance.now() - started < BROKEN_IMAGE_WAIT_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function render(input: unknown, { maxPages }: PrintOptions = {}): Promise<PrintResult> {
  const resume = resumeContentSchema.parse(input);
  document.title = resume.title.trim() || "Resume";
  flushSync(() =>
    root.render(
      <div data-print-page="">
        <ResumeSheet resume={resume} className="absolute top-0 left-0" />
      </div>,
    ),
  );
  const firstPage = document.querySelector<HTMLElement>("[data-print-page]")!;
  await document.fonts.ready;
  await imagesSettled(firstPage);
  // Cutting only adds space, so a sheet already taller than the limit cannot fit: it is not cut,
  // which for a very long resume would take longer than printing it.
  const laidOut = laidOutPageCount(firstPage);
  if (maxPages !== undefined && laidOut > maxPages) {
    continuation.replaceChildren();
    return { pageCount: laidOut };
  }
  const fit = resume.layout.fit_to_page ? fitBoundsOf(resume.template_id) : undefined;
  return { pageCount: cutIntoPages(firstPage, continuation, fit) };
}

const api: PrintApi = { render };
window.vitaePrint = api;
