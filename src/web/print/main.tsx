import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { type PrintApi, type PrintResult } from "../../shared/print";
import { resumeContentSchema } from "../../shared/resume";
import { fitBoundsOf } from "../templates/registry";
import { ResumeSheet } from "../templates/resume-document";
import { cutIntoPages } from "./print-pages";
import "../index.css";
import "./print-page.css";

const root = createRoot(document.getElementById("root")!);
const continuation = document.getElementById("continuation")!;

/** Images that fail to load print as nothing; a missing photo must not stop the export. */
async function imagesSettled(container: HTMLElement): Promise<void> {
  const images = [...container.querySelectorAll("img")];
  await Promise.all(images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
}

async function render(input: unknown): Promise<PrintResult> {
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
  const fit = resume.layout.fit_to_page ? fitBoundsOf(resume.template_id) : undefined;
  return { pageCount: cutIntoPages(firstPage, continuation, fit) };
}

const api: PrintApi = { render };
window.vitaePrint = api;
