import { describe, expect, it } from "vitest";
import { detectImageFormat } from "./image-format";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("detectImageFormat", () => {
  it("names JPEG, PNG and WEBP by their first bytes", () => {
    expect(detectImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectImageFormat(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(detectImageFormat(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
  });

  it("refuses everything else, including truncated signatures", () => {
    expect(detectImageFormat(bytes("GIF89a"))).toBeUndefined();
    expect(detectImageFormat(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeUndefined();
    expect(detectImageFormat(bytes([0x89], "PNG"))).toBeUndefined();
    expect(detectImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectImageFormat(new Uint8Array())).toBeUndefined();
  });
});
