import "../lib/zod-without-eval";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { ReactNode } from "react";
import { letterDocumentSchema, letterFileTitle } from "#shared/applications";
import { type PrintApi, type PrintOptions, type PrintResult } from "#shared/print";
import { resumeContentSchema } from "#shared/resume";
import type { FitBounds } from "../templates/fit/fit-ladder";
import type { PageGeometry } from "../templates/pagination/page-geometry";
import { fitBoundsOf } from "../templates/registry";
import { ResumeSheet } from "../templates/resume-document";
import { LETTER_GEOMETRY, LetterSheet } from "./letter-sheet";
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

interface Cut {
  fit?: FitBounds | undefined;
  geometry?: PageGeometry;
}

/**
 * Shows the sheet in place of the page's previous document, waits for its fonts and images and cuts
 * it into pages. Cutting only adds space, so a sheet already taller than `maxPages` cannot fit: it
 * is not cut, which for a very long document would take longer than printing it.
 */
async function layOut(sheet: ReactNode, { maxPages }: PrintOptions, cut: Cut): Promise<PrintResult> {
  flushSync(() => root.render(<div data-print-page="">{sheet}</div>));
  const firstPage = document.querySelector<HTMLElement>("[data-print-page]")!;
  await document.fonts.ready;
  await imagesSettled(firstPage);
  const laidOut = laidOutPageCount(firstPage);
  if (maxPages !== undefined && laidOut > maxPages) {
    continuation.replaceChildren();
    return { pageCount: laidOut };
  }
  return { pageCount: cutIntoPages(firstPage, continuation, cut) };
}

async function render(input: unknown, options: PrintOptions = {}): Promise<PrintResult> {
  const resume = resumeContentSchema.parse(input);
  document.title = resume.title.trim() || "Resume";
  const fit = resume.layout.fit_to_page ? fitBoundsOf(resume.template_id) : undefined;
  return layOut(<ResumeSheet resume={resume} className="absolute top-0 left-0" />, options, { fit });
}

async function renderLetter(input: unknown, options: PrintOptions = {}): Promise<PrintResult> {
  const letter = letterDocumentSchema.parse(input);
  // The print dialog's file name when the browser prints it.
  document.title = letterFileTitle(letter);
  return layOut(<LetterSheet letter={letter} className="absolute top-0 left-0" />, options, { geometry: LETTER_GEOMETRY });
}

const api: PrintApi = { render, renderLetter };
window.vitaePrint = api;
