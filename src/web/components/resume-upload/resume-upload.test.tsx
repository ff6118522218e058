import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AI_LIMITS, type ResumeSections } from "#shared/ai";
import { FakeFunctionsServer } from "../../test-support/fake-functions-server";
import { Toaster } from "../ui/toaster";
import { toast } from "../../lib/toast";
import { ResumeUpload } from "./resume-upload";

const parsed: ResumeSections = {
  personal_info: { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", location: "London", summary: "" },
  experience: [],
  education: [],
  skills: [{ id: "s1", category: "Mathematics", items: ["Analysis", "Notation"] }],
  projects: [],
  certifications: [],
  languages: [],
  custom_sections: [],
};
const unplaced = [{ text: "Chess, rowing", heading: "Interests" }];
const confidence = [
  {
    section: "personal_info" as const,
    field: "fullName" as const,
    reason: "Read as your name only because it is the first line of the file.",
  },
];

const pdf = (name = "ada.pdf", size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return new File([bytes], name, { type: "application/pdf" });
};

let server: FakeFunctionsServer;
let clock = Date.parse("2026-03-01T09:00:00Z");

beforeEach(() => {
  // Only the clock is faked (the throttle and the counters read it); React, sonner and the
  // queries keep real timers. Each test starts a minute after the last: the page's throttle is shared.
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
  server = new FakeFunctionsServer();
  server.answer("parse-resume-upload", { success: true, resumeData: parsed, unplaced, confidence, provider: "builtin" });
  vi.stubGlobal("fetch", server.fetch);
});

afterEach(() => {
  // Sonner keeps its toasts in module state: the next test's Toaster would show them again.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderUpload({ forImport = false } = {}) {
  const onExtracted = vi.fn();
  render(
    <>
      <ResumeUpload onExtracted={onExtracted} forImport={forImport} />
      <Toaster />
    </>,
  );
  return { onExtracted };
}

const fileInput = () => screen.getByLabelText("Resume file to upload");
const uploadButton = () => screen.getByRole("button", { name: "Upload & Extract" });
/** A toast's text (the widget may repeat a failure's reason beside its Retry). */
const toastWith = async (text: string) =>
  within(await screen.findByRole("region", { name: /^Notifications/ })).findByText(text, {}, { timeout: 2000 });

async function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await screen.findByText(file.name);
}

const advanceClock = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};

describe("ResumeUpload", () => {
  it("shows the seed's drop area, then the chosen file's name and size in KB with 'Upload & Extract'", async () => {
    renderUpload();
    const area = screen.getByRole("button", { name: "Click to upload resume" });
    expect(area).toHaveAccessibleDescription("PDF, DOCX, or TXT (max 5MB)");
    expect(screen.queryByRole("button", { name: "Upload & Extract" })).not.toBeInTheDocument();
    await choose(pdf("ada.pdf", 2560));
    expect(screen.getByText("2.5 KB")).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it("takes a file dropped on the area", async () => {
    renderUpload();
    fireEvent.drop(screen.getByRole("button", { name: "Click to upload resume" }), { dataTransfer: { files: [pdf("dropped.pdf")] } });
    expect(await screen.findByText("dropped.pdf")).toBeInTheDocument();
  });

  it("refuses a file of another type or over 5 MB with the seed's toasts, and sends nothing", async () => {
    renderUpload();
    fireEvent.change(fileInput(), { target: { files: [new File(["\x89PNG\r\n\x1a\n\0"], "photo.pdf")] } });
    await toastWith("Invalid file type");
    await toastWith("Please upload a PDF, DOCX, or TXT file");
    fireEvent.change(fileInput(), { target: { files: [pdf("huge.pdf", AI_LIMITS.uploadBytes + 1)] } });
    await toastWith("File too large");
    await toastWith("Maximum file size is 5MB");
    expect(screen.queryByText("huge.pdf")).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("says 'Processing...' with the seconds waited, then hands the parsed resume over and clears the file", async () => {
    const { onExtracted } = renderUpload();
    let release!: () => void;
    server.failNext("parse-resume-upload", { kind: "held", release: new Promise((resolve) => (release = resolve)) });
    await choose(pdf());
    fireEvent.click(uploadButton());

    const busy = await screen.findByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Click to upload resume" })).toBeDisabled();
    expect(screen.getByText("Reading your resume... 0 s")).toBeInTheDocument();
    advanceClock(3000);
    expect(await screen.findByText("Reading your resume... 3 s", {}, { timeout: 2000 })).toBeInTheDocument();

    await act(async () => release());
    await toastWith("Resume uploaded successfully");
    await toastWith("Your resume has been parsed and extracted");
    // The review goes with the resume: the lines not placed and the fields the reader was unsure of.
    expect(onExtracted).toHaveBeenCalledWith(parsed, { unplaced, unsure: confidence });
    expect(screen.queryByText("ada.pdf")).not.toBeInTheDocument();
    expect(server.callsOf("parse-resume-upload")[0]!.body).toMatchObject({ file: expect.any(File) });
  });

  it("says, until closed, what of a long file the server left out, beside the parsed resume", async () => {
    const { onExtracted } = renderUpload();
    const from = "Jan 2020 - Dec 2021 Jan 2020 - Dec 2021 Jan 2020 - Dec 2021";
    server.answer("parse-resume-upload", {
      success: true,
      resumeData: parsed,
      unplaced,
      unread: { unit: "characters", read: 200_000, from },
      provider: "builtin",
    });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Only part of your file was read");
    await toastWith(
      `This file is longer than any resume: only its first 200,000 characters were read. The rest, from “${from}…”, was left out. Check the imported resume and add anything missing from it yourself.`,
    );
    // A provider that says nothing of its confidence marks no field.
    expect(onExtracted).toHaveBeenCalledWith(parsed, { unplaced, unsure: [] });
  });

  it("says how many pages of a long PDF were left out", async () => {
    renderUpload();
    server.answer("parse-resume-upload", {
      success: true,
      resumeData: parsed,
      unplaced,
      unread: { unit: "pages", read: 20, total: 45 },
      provider: "builtin",
    });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith(
      "Only its first 20 of 45 pages were read: pages 21 to 45 were left out. Check the imported resume and add anything missing from them yourself.",
    );
  });

  it("says, until closed, that a scan was read by OCR and is to be checked", async () => {
    renderUpload();
    server.answer("parse-resume-upload", { success: true, resumeData: parsed, unplaced, ocr: { pages: 2 }, provider: "builtin" });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Read by OCR: please check");
    await toastWith("This file is a scan: its text was read by OCR (2 pages). Check what was read before you use it.");
  });

  it("says nothing more when the whole file was read", async () => {
    renderUpload();
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Resume uploaded successfully");
    expect(screen.queryByText("Only part of your file was read")).not.toBeInTheDocument();
    expect(screen.queryByText("Read by OCR: please check")).not.toBeInTheDocument();
  });

  it("waits 10 s between uploads on this page: 'Please wait N seconds before trying again.', N rounded up", async () => {
    renderUpload();
    await choose(pdf("first.pdf"));
    fireEvent.click(uploadButton());
    await toastWith("Resume uploaded successfully");

    advanceClock(1500);
    await choose(pdf("second.pdf"));
    fireEvent.click(uploadButton());
    await toastWith("Please wait 9 seconds before trying again.");
    expect(server.calls).toHaveLength(1);

    advanceClock(8500);
    fireEvent.click(uploadButton());
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
  });

  it("shows the server's 429 message and a 'Retry in Ns' that the throttle lets through once the wait is over", async () => {
    const { onExtracted } = renderUpload();
    server.failNext("parse-resume-upload", {
      kind: "error",
      status: 429,
      error: { code: "RATE_LIMITED", message: "Please wait 4 seconds before trying again.", retryAfter: 4 },
    });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Please wait 4 seconds before trying again.");
    await toastWith("Upload failed");
    const retryIn = await screen.findByRole("button", { name: "Retry in 4s" });
    expect(retryIn).toBeDisabled();
    expect(retryIn.parentElement).toHaveTextContent("Please wait 4 seconds before trying again.");

    advanceClock(4000);
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 2000 });
    // Still within 10 s of the first request: 'Upload & Extract' would be refused, the manual retry is not.
    fireEvent.click(retry);
    await toastWith("Resume uploaded successfully");
    expect(server.calls).toHaveLength(2);
    expect(onExtracted).toHaveBeenCalledTimes(1);
  });

  it("shows the server's specific refusal of the file, with nothing to retry", async () => {
    renderUpload();
    const message = "This PDF is protected by a password. Remove the password, then upload it again.";
    server.failNext("parse-resume-upload", { kind: "error", status: 422, error: { code: "VALIDATION_FAILED", message } });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith(message);
    await toastWith("Upload failed");
    expect(screen.queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it("says 'Upload failed' / 'Failed to process resume. Please try again.' when the server cannot be reached, and offers a retry", async () => {
    renderUpload();
    server.failNext("parse-resume-upload", { kind: "unreachable" });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Failed to process resume. Please try again.");
    await toastWith("Upload failed");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await toastWith("Resume uploaded successfully");
  });

  it("reports 'Failed to parse resume' for an answer without success", async () => {
    const { onExtracted } = renderUpload();
    server.failNext("parse-resume-upload", { kind: "raw", body: { success: false } });
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Failed to parse resume");
    expect(onExtracted).not.toHaveBeenCalled();
    expect(screen.getByText("ada.pdf")).toBeInTheDocument();
  });

  it("takes a LinkedIn data export on the dashboard's Import resume, in its own words, and says it is for an import", async () => {
    const { onExtracted } = renderUpload({ forImport: true });
    expect(screen.getByRole("button", { name: "Click to upload resume" })).toHaveAccessibleDescription(
      "PDF, DOCX, TXT, JPG, PNG, or LinkedIn data export ZIP (max 5MB)",
    );
    expect(fileInput()).toHaveAttribute("accept", expect.stringContaining(".zip"));
    fireEvent.change(fileInput(), { target: { files: [new File(["\x89PNG\r\n\x1a\n\0"], "photo.zip")] } });
    await toastWith("Please upload a PDF, DOCX, TXT, JPG or PNG file, or your LinkedIn data export (ZIP)");
    await choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], "Basic_LinkedInDataExport.zip"));
    fireEvent.click(uploadButton());
    await toastWith("Resume uploaded successfully");
    expect(onExtracted).toHaveBeenCalledWith(parsed, { unplaced, unsure: confidence });
    expect(server.callsOf("parse-resume-upload")[0]!.body).toMatchObject({ file: expect.any(File), purpose: "import" });
  });

  it("keeps the seed's types elsewhere: no ZIP, and no purpose sent", async () => {
    renderUpload();
    expect(fileInput()).not.toHaveAttribute("accept", expect.stringContaining(".zip"));
    fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], "export.zip")] } });
    await toastWith("Please upload a PDF, DOCX, or TXT file");
    await choose(pdf());
    fireEvent.click(uploadButton());
    await toastWith("Resume uploaded successfully");
    expect(server.callsOf("parse-resume-upload")[0]!.body).not.toHaveProperty("purpose");
  });
});
