import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyResumeContent } from "#shared/resume";
import { readImportReview, writeImportReview, type UnsureField } from "#web/lib/import-review";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { useEditorStore } from "../store/editor-store";
import { ActiveSection } from "./active-section";
import { ImportReviewPanel } from "./import-review-panel";

const ID = "0196a0c0-0000-7000-8000-000000000042";
const JOB = "0196a0c0-0000-7000-8000-0000000000a1";
let clipboard: string[];

const NAME_REASON = "Read as your name only because it is the first line of the file.";
const ORDER_REASON = "Job title and company were told apart by their order on the line, not by their words.";
const nameToCheck: UnsureField = { section: "personal_info", field: "fullName", reason: NAME_REASON };
const companyToCheck: UnsureField = { section: "experience", entryId: JOB, field: "company", reason: ORDER_REASON };

function openResume() {
  useEditorStore.getState().open({
    id: ID,
    serverUpdatedAt: null,
    content: {
      ...emptyResumeContent(),
      personal_info: { ...emptyResumeContent().personal_info, fullName: "jane roe", email: "jane.roe@example.com" },
      experience: [
        {
          id: JOB,
          company: "Initech",
          position: "Globex",
          location: "",
          startDate: "2019",
          endDate: "2021",
          current: false,
          description: "",
        },
      ],
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  clipboard = [];
  openResume();
  // jsdom has no clipboard: this one keeps what is written.
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: async (text: string) => void clipboard.push(text) } });
  // nor does it lay out or scroll.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderEditor() {
  return render(
    <>
      <ImportReviewPanel resumeId={ID} />
      <ActiveSection />
      <Toaster />
    </>,
  );
}

const reviewPanel = () => screen.findByRole("region", { name: "Review your import" });

describe("ImportReviewPanel: the lines it could not place", () => {
  it("shows nothing for a resume without anything to review", () => {
    renderEditor();
    expect(screen.queryByRole("region", { name: "Review your import" })).not.toBeInTheDocument();
  });

  it("lists the lines under their headings, in file order, and copies one or all", async () => {
    writeImportReview(ID, {
      unplaced: [
        { text: "Chess club captain", heading: "Interests" },
        { text: "Marathon runner", heading: "Interests" },
        { text: "References on request", heading: "" },
      ],
      unsure: [],
    });
    renderEditor();
    const lines = within(await reviewPanel()).getByRole("region", { name: "We could not place these lines" });
    expect(
      within(lines)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Interests", "Without a heading"]);
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Chess club captain", "Marathon runner", "References on request"]);
    expect(screen.queryByRole("region", { name: "Check these fields" })).not.toBeInTheDocument();
    fireEvent.click(within(lines).getByRole("button", { name: "Copy: Marathon runner" }));
    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Copy all lines" }));
    await vi.waitFor(() => expect(clipboard).toEqual(["Marathon runner", "Chess club captain\nMarathon runner\nReferences on request"]));
  });

  it("still shows the lines of a review kept before fields were marked", async () => {
    localStorage.setItem(`vitae.import-review.${ID}`, JSON.stringify([{ text: "Chess club captain", heading: "Interests" }]));
    renderEditor();
    expect(await reviewPanel()).toHaveTextContent("Chess club captain");
  });

  it("stays until dismissed, then is gone for good", async () => {
    writeImportReview(ID, { unplaced: [{ text: "Chess club captain", heading: "Interests" }], unsure: [nameToCheck] });
    const first = renderEditor();
    await reviewPanel();
    first.unmount();
    renderEditor();
    fireEvent.click(within(await reviewPanel()).getByRole("button", { name: "Done reviewing" }));
    expect(screen.queryByRole("region", { name: "Review your import" })).not.toBeInTheDocument();
    expect(screen.queryByText("Check this:")).not.toBeInTheDocument();
    expect(readImportReview(ID)).toEqual({ unplaced: [], unsure: [] });
  });
});

describe("ImportReviewPanel: the fields to check", () => {
  it("lists each field with its section, entry and reason, and marks it in its form with a text hint", async () => {
    writeImportReview(ID, { unplaced: [], unsure: [nameToCheck, companyToCheck] });
    renderEditor();
    const fields = within(await reviewPanel()).getByRole("region", { name: "Check these fields" });
    const links = within(fields).getAllByRole("button");
    expect(links.map((link) => link.textContent)).toEqual([
      `Full Name · Personal Info${NAME_REASON}`,
      `Company · Experience: Globex · Initech${ORDER_REASON}`,
    ]);
    expect(links[1]).toHaveAccessibleName("Company · Experience: Globex · Initech");
    expect(links[1]).toHaveAccessibleDescription(ORDER_REASON);
    // The personal section is open: its marked field says why, in words, not by its colour alone.
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveAccessibleDescription(`Check this: ${NAME_REASON}`);
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAccessibleDescription(/Check this/);
  });

  it("opens the field's section and entry and focuses the field", async () => {
    writeImportReview(ID, { unplaced: [], unsure: [companyToCheck] });
    renderEditor();
    const link = within(await reviewPanel()).getByRole("button", { name: /^Company/ });
    fireEvent.click(link);
    const company = screen.getByRole("textbox", { name: "Company" });
    expect(company).toHaveFocus();
    expect(company).toHaveAccessibleDescription(`Check this: ${ORDER_REASON}`);
    expect(screen.getByRole("button", { name: /^Globex · Initech/ })).toHaveTextContent("1 field to check");

    // Collapsed by the user, the entry opens again for the field.
    fireEvent.click(screen.getByRole("button", { name: /^Globex · Initech/ }));
    expect(company).not.toBeVisible();
    fireEvent.click(link);
    expect(company).toBeVisible();
    expect(company).toHaveFocus();
  });

  it("unmarks a field once the user changes it, for good, and keeps the others", async () => {
    writeImportReview(ID, { unplaced: [], unsure: [nameToCheck, companyToCheck] });
    renderEditor();
    await reviewPanel();
    const name = screen.getByRole("textbox", { name: "Full Name" });
    fireEvent.change(name, { target: { value: "Jane Roe" } });
    expect(name).not.toHaveAccessibleDescription(/Check this/);
    const fields = screen.getByRole("region", { name: "Check these fields" });
    expect(
      within(fields)
        .getAllByRole("button")
        .map((link) => link.getAttribute("aria-describedby") && link.textContent),
    ).toEqual([`Company · Experience: Globex · Initech${ORDER_REASON}`]);
    expect(readImportReview(ID).unsure).toEqual([companyToCheck]);

    // A removed entry takes its marks with it, and the review goes once nothing is left.
    act(() => useEditorStore.getState().removeEntry("experience", JOB));
    expect(screen.queryByRole("region", { name: "Review your import" })).not.toBeInTheDocument();
    expect(readImportReview(ID)).toEqual({ unplaced: [], unsure: [] });
  });
});
