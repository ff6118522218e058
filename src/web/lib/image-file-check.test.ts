import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "#shared/limits";
import { IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, findImageFileProblem } from "./image-file-check";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], "renamed.txt", { type: "text/plain" });
};

describe("findImageFileProblem", () => {
  it("accepts an image by its bytes, up to 5 MB", async () => {
    expect(await findImageFileProblem(pngOfSize(100))).toBeNull();
    expect(await findImageFileProblem(pngOfSize(MAX_IMAGE_BYTES))).toBeNull();
  });

  it("names the seed's problems: not an image, then too large", async () => {
    expect(await findImageFileProblem(new File(["hello"], "photo.png", { type: "image/png" }))).toEqual(INVALID_IMAGE_TYPE);
    expect(await findImageFileProblem(pngOfSize(MAX_IMAGE_BYTES + 1))).toEqual(IMAGE_TOO_LARGE);
    expect(INVALID_IMAGE_TYPE).toEqual({ title: "Invalid file type", description: "Please upload an image file (JPG, PNG, WEBP)" });
    expect(IMAGE_TOO_LARGE).toEqual({ title: "File too large", description: "Please upload an image smaller than 5MB" });
  });
});
