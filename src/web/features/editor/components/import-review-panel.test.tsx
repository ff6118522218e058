import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readImportReview, writeImportReview } from "#web/lib/import-review";
import { Toaster } from "#web/components/ui/toaster";
import { toast } from "#web/lib/toast";
import { ImportReviewPanel } from "./import-review-panel";

const ID = "0196a0c0-0000-7000-8000-000000000042";
let clipboard: string[];

beforeEach(() => {
  localStorage.clear();
  clipboard = [];
  // jsdom has no clipboard: this one keeps what is written.
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: async (text: string) => void clipboard.push(text) } });
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderPanel() {
  return render(
    <>
      <ImportReviewPanel resumeId={ID} />
      <Toaster />
    </>,
  );
}

describe("ImportReviewPanel", () => {
  it("shows nothing for a resume without lines to review", () => {
    renderPanel();
    expect(screen.queryByRole("region", { name: "We could not place these lines" })).not.toBeInTheDocument();
  });

  it("lists the lines under their headings, in file order, and copies one or all", async () => {
    writeImportReview(ID, [
      { text: "Chess club captain", heading: "Interests" },
      { text: "Marathon runner", heading: "Interests" },
      { text: "References on request", heading: "" },
    ]);
    renderPanel();
    const panel = screen.getByRole("region", { name: "We could not place these lines" });
    expect(
      within(panel)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Interests", "Without a heading"]);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Chess club captain", "Marathon runner", "References on request"]);
    fireEvent.click(within(panel).getByRole("button", { name: "Copy: Marathon runner" }));
    expect(await screen.findByText("Copied to clipboard")).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole("button", { name: "Copy all" }));
    await vi.waitFor(() => expect(clipboard).toEqual(["Marathon runner", "Chess club captain\nMarathon runner\nReferences on request"]));
  });

  it("stays until dismissed, then is gone for good", () => {
    writeImportReview(ID, [{ text: "Chess club captain", heading: "Interests" }]);
    const first = renderPanel();
    first.unmount();
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Done reviewing" }));
    expect(screen.queryByRole("region", { name: "We could not place these lines" })).not.toBeInTheDocument();
    expect(readImportReview(ID)).toEqual([]);
  });
});
