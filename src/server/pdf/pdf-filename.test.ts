import { describe, expect, it } from "vitest";
import { pdfContentDisposition, pdfFileName } from "./pdf-filename";

describe("pdfContentDisposition", () => {
  it("names the download after the resume title", () => {
    expect(pdfContentDisposition("My Resume")).toBe('attachment; filename="My Resume.pdf"');
  });

  it("falls back to Resume.pdf when nothing of the title is left", () => {
    expect(pdfFileName("")).toBe("Resume.pdf");
    expect(pdfFileName("  / \\ ")).toBe("Resume.pdf");
    expect(pdfContentDisposition("???")).toBe('attachment; filename="Resume.pdf"');
  });

  it("keeps separators, quotes and control characters out of the name and the header", () => {
    expect(pdfFileName('CV "2026": a/b\\c\r\nX-Injected: 1')).toBe("CV 2026 a b c X-Injected 1.pdf");
    expect(pdfFileName("..hidden")).toBe("hidden.pdf");
    expect(pdfContentDisposition("a\r\nSet-Cookie: x=1")).not.toMatch(/[\r\n]/);
  });

  it("gives an ASCII filename and the exact name in filename* (RFC 5987) for non-ASCII titles", () => {
    expect(pdfContentDisposition("Lebenslauf Jürgen Müller")).toBe(
      `attachment; filename="Lebenslauf Jurgen Muller.pdf"; filename*=UTF-8''Lebenslauf%20J%C3%BCrgen%20M%C3%BCller.pdf`,
    );
    expect(pdfContentDisposition("履歴書")).toBe(`attachment; filename="Resume.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`);
    expect(pdfContentDisposition("CV (Zoë)'s")).toContain("filename*=UTF-8''CV%20%28Zo%C3%AB%29%27s.pdf");
  });

  it("keeps long titles to a sane length", () => {
    expect(pdfFileName("x".repeat(500)).length).toBeLessThanOrEqual(124);
  });
});
