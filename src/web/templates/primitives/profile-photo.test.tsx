import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FramedPhoto, ProfilePhoto } from "./profile-photo";

const FRAME = "size-[30mm] rounded-full ring-2";

const render = (url?: string) =>
  renderToStaticMarkup(
    <ProfilePhoto
      url={url}
      name="Jordan Ellis"
      className={FRAME}
      placeholder={{ className: "bg-sky-100", iconClassName: "size-[12mm] text-sky-700", iconStrokeWidth: 1.5 }}
    />,
  );

describe("ProfilePhoto", () => {
  it("shows the photo cropped to the frame, with the name as alt text and the URL trimmed", () => {
    const markup = render("  https://cdn.example.com/jordan.jpg \n");
    // React 19 puts a <link rel="preload"> for the image before it.
    const images = markup.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    const [image = ""] = images;
    expect(image).toContain('src="https://cdn.example.com/jordan.jpg"');
    expect(image).toContain('alt="Jordan Ellis"');
    const classes = image.match(/class="([^"]*)"/)?.[1]?.split(" ");
    expect(classes).toEqual(expect.arrayContaining([...FRAME.split(" "), "object-cover"]));
    expect(classes).not.toContain("bg-sky-100");
    expect(markup).not.toContain("lucide-user");
  });

  it.each([undefined, "", "   "])("shows a decorative placeholder in the same frame for url %j", (url) => {
    const markup = render(url);
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("Jordan Ellis");
    expect(markup).not.toContain('role="img"');
    const [, boxClasses = "", icon = ""] = markup.match(/^<div aria-hidden="true" class="([^"]*)">(<svg[^>]*>)/) ?? [];
    expect(boxClasses.split(" ")).toEqual(
      expect.arrayContaining([...FRAME.split(" "), "flex", "items-center", "justify-center", "bg-sky-100"]),
    );
    expect(icon).toContain("lucide-user");
    expect(icon).toContain("size-[12mm] text-sky-700");
    expect(icon).toContain('stroke-width="1.5"');
  });

  it("fills a frame drawn around it, the photo and the placeholder alike", () => {
    const framed = (url?: string) => renderToStaticMarkup(<FramedPhoto url={url} name="Jordan Ellis" frame="border p-1" />);
    expect(framed("/photo.jpg")).toMatch(/^(<link[^>]*>)?<div class="border p-1"><img [^>]*class="block size-full object-cover"/);
    expect(framed()).toMatch(/^<div class="border p-1"><div aria-hidden="true" class="size-full flex[^"]*"><svg/);
  });
});
