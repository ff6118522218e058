import { describe, expect, it } from "vitest";
import { AI_LIMITS } from "#shared/ai";
import {
  INVALID_IMPORT_TYPE,
  INVALID_RESUME_TYPE,
  RESUME_TOO_LARGE,
  findResumeFileFault,
  findResumeFileProblem,
  resumeFileAccept,
} from "./resume-file-check";

const bytesOf = (text: string) => new TextEncoder().encode(text);
const PDF_HEAD = bytesOf("%PDF-1.7\n");
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);

const fileOf = (name: string, head: Uint8Array, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name);
};

describe("findResumeFileProblem", () => {
  it("accepts a PDF, a DOCX and a text file whose first bytes agree with their names, up to 5 MB", async () => {
    expect(await findResumeFileProblem(fileOf("resume.pdf", PDF_HEAD))).toBeNull();
    expect(await findResumeFileProblem(fileOf("Resume.DOCX", ZIP_HEAD))).toBeNull();
    expect(await findResumeFileProblem(fileOf("resume.txt", bytesOf("Ada Lovelace\nLondon")))).toBeNull();
    expect(await findResumeFileProblem(fileOf("résumé.txt", new Uint8Array([0x52, 0xe9, 0x73, 0x75, 0x6d, 0xe9])))).toBeNull();
    expect(await findResumeFileProblem(fileOf("resume.pdf", PDF_HEAD, AI_LIMITS.uploadBytes))).toBeNull();
  });

  it("refuses other names, and names whose content is something else, with the seed's texts", async () => {
    expect(await findResumeFileProblem(fileOf("resume.doc", bytesOf("text")))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("resume", bytesOf("text")))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("photo.pdf", PNG_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("resume.docx", PDF_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("resume.txt", PNG_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("resume.txt", PDF_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(INVALID_RESUME_TYPE).toEqual({ title: "Invalid file type", description: "Please upload a PDF, DOCX, or TXT file" });
  });

  it("refuses a file over 5 MB with the seed's texts", async () => {
    expect(await findResumeFileProblem(fileOf("resume.pdf", PDF_HEAD, AI_LIMITS.uploadBytes + 1))).toEqual(RESUME_TOO_LARGE);
    expect(RESUME_TOO_LARGE).toEqual({ title: "File too large", description: "Maximum file size is 5MB" });
  });
});

describe("findResumeFileFault with Word 97 documents accepted (the revamp wizard)", () => {
  const OLE_HEAD = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00]);

  it("takes a .doc that is a Word 97 file, and everything the widget takes", async () => {
    expect(await findResumeFileFault(fileOf("cv.doc", OLE_HEAD), { acceptDoc: true })).toBeNull();
    expect(await findResumeFileFault(fileOf("CV.DOC", OLE_HEAD), { acceptDoc: true })).toBeNull();
    expect(await findResumeFileFault(fileOf("cv.pdf", PDF_HEAD), { acceptDoc: true })).toBeNull();
    expect(await findResumeFileFault(fileOf("cv.docx", ZIP_HEAD), { acceptDoc: true })).toBeNull();
    expect(await findResumeFileFault(fileOf("cv.txt", bytesOf("Ada")), { acceptDoc: true })).toBeNull();
  });

  it("refuses a .doc without the option, a .doc that is something else, and a Word 97 file named .txt", async () => {
    expect(await findResumeFileFault(fileOf("cv.doc", OLE_HEAD))).toBe("type");
    expect(await findResumeFileFault(fileOf("cv.doc", bytesOf("plain text")), { acceptDoc: true })).toBe("type");
    expect(await findResumeFileFault(fileOf("cv.doc", PDF_HEAD), { acceptDoc: true })).toBe("type");
    expect(await findResumeFileFault(fileOf("cv.txt", OLE_HEAD), { acceptDoc: true })).toBe("type");
  });

  it("refuses a .doc over 5 MB as too large", async () => {
    expect(await findResumeFileFault(fileOf("cv.doc", OLE_HEAD, AI_LIMITS.uploadBytes + 1), { acceptDoc: true })).toBe("size");
    expect(await findResumeFileFault(fileOf("cv.doc", OLE_HEAD, AI_LIMITS.uploadBytes), { acceptDoc: true })).toBeNull();
  });

  it("offers .doc in the file picker only with the option", () => {
    expect(resumeFileAccept().split(",")).not.toContain(".doc");
    expect(resumeFileAccept({ acceptDoc: true }).split(",")).toEqual(expect.arrayContaining([".pdf", ".doc", ".docx", ".txt"]));
  });
});

describe("the dashboard's Import resume, which also takes a LinkedIn data export", () => {
  it("takes a .zip that is a ZIP archive only with the option, and refuses the rest in its own words", async () => {
    expect(await findResumeFileProblem(fileOf("Basic_LinkedInDataExport.zip", ZIP_HEAD), { forImport: true })).toBeNull();
    expect(await findResumeFileProblem(fileOf("cv.pdf", PDF_HEAD), { forImport: true })).toBeNull();
    expect(await findResumeFileProblem(fileOf("export.zip", ZIP_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("export.zip", PNG_HEAD), { forImport: true })).toEqual(INVALID_IMPORT_TYPE);
    expect(INVALID_IMPORT_TYPE.description).toBe("Please upload a PDF, DOCX, TXT, JPG or PNG file, or your LinkedIn data export (ZIP)");
    expect(await findResumeFileProblem(fileOf("export.zip", ZIP_HEAD, AI_LIMITS.uploadBytes + 1), { forImport: true })).toEqual(
      RESUME_TOO_LARGE,
    );
  });

  it("takes a JPG or PNG photo (by its first bytes) for an import only", async () => {
    const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(await findResumeFileProblem(fileOf("scan.png", PNG_HEAD), { forImport: true })).toBeNull();
    expect(await findResumeFileProblem(fileOf("Scan.JPG", JPEG_HEAD), { forImport: true })).toBeNull();
    expect(await findResumeFileProblem(fileOf("photo.jpeg", JPEG_HEAD), { forImport: true })).toBeNull();
    expect(await findResumeFileProblem(fileOf("scan.png", JPEG_HEAD.slice(0, 2)), { forImport: true })).toEqual(INVALID_IMPORT_TYPE);
    expect(await findResumeFileProblem(fileOf("scan.png", PNG_HEAD))).toEqual(INVALID_RESUME_TYPE);
    expect(await findResumeFileProblem(fileOf("scan.png", PNG_HEAD, AI_LIMITS.uploadBytes + 1), { forImport: true })).toEqual(
      RESUME_TOO_LARGE,
    );
    expect(resumeFileAccept({ acceptPhoto: true }).split(",")).toEqual(expect.arrayContaining([".jpg", ".jpeg", ".png"]));
    expect(resumeFileAccept().split(",")).not.toContain(".png");
  });

  it("offers .zip in the file picker only with the option", () => {
    expect(resumeFileAccept().split(",")).not.toContain(".zip");
    expect(resumeFileAccept({ acceptZip: true }).split(",")).toEqual(expect.arrayContaining([".pdf", ".docx", ".txt", ".zip"]));
  });
});
