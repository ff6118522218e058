import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { languageLevel, LanguageDots, SkillBars, skillBarWidth, type ScaleTone } from "./scales";
import { SectionIcon } from "./section-icon";

const tone: ScaleTone = { text: "ink", muted: "grey", empty: "track", filled: "fill" };

describe("skill bars", () => {
  it("narrow by a fixed step with each next item of a group, down to a floor", () => {
    expect(Array.from({ length: 8 }, (_, index) => skillBarWidth(index))).toEqual([95, 85, 75, 65, 55, 45, 40, 40]);
  });

  it("keep the skill names as text and draw the bars as decoration, one group after another", () => {
    const groups = [
      { id: "a", category: "Tools", items: ["Git", "Vim"] },
      { id: "b", category: "", items: ["Go"] },
    ];
    const markup = renderToStaticMarkup(<SkillBars groups={groups} tone={tone} />);
    expect(markup).toMatch(/<p class="[^"]* grey uppercase">Tools<\/p>/);
    expect(markup.match(/<p /g)).toHaveLength(1);
    expect(markup).toMatch(
      /<span class="[^"]* ink">Git<\/span><span aria-hidden="true" class="[^"]* track"><span data-skill-bar="95" class="[^"]* fill" style="width:95%">/,
    );
    expect(markup).toMatch(/>Vim<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="85"/);
    expect(markup).toMatch(/>Go<\/span><span aria-hidden="true"[^>]*><span data-skill-bar="95"/);
  });
});

describe("language dots", () => {
  it("read a level of one to five from the words people type, and none from others", () => {
    const typed = ["Mother tongue", "Bilingual", "C2", "Upper intermediate", "Working proficiency", "A2", "Novice", "Reading"];
    expect(typed.map(languageLevel)).toEqual([5, 5, 5, 4, 3, 2, 1, undefined]);
  });

  it("show five dots beside the name, reached up to the level, and keep the typed words", () => {
    const markup = renderToStaticMarkup(
      <LanguageDots
        languages={[
          { id: "a", name: "German", proficiency: "Fluent" },
          { id: "b", name: "Latin", proficiency: "Reading" },
        ]}
        tone={tone}
      />,
    );
    expect(markup.match(/data-language-dot="on" class="[^"]* fill"/g)).toHaveLength(4);
    expect(markup.match(/data-language-dot="off" class="[^"]* track"/g)).toHaveLength(1);
    expect(markup).toMatch(/<span aria-hidden="true" class="[^"]*">(<span data-language-dot[^>]*><\/span>){5}<\/span>/);
    expect(markup).toContain(">Fluent</p>");
    expect(markup).toContain(">Reading</p>");
  });
});

describe("section icons", () => {
  it("mark a section with its own icon, and any other with a star, hidden from assistive technology", () => {
    const iconOf = (kind: "experience" | "languages") => renderToStaticMarkup(<SectionIcon kind={kind} className="disc" />);
    expect(iconOf("experience")).toMatch(/^<span aria-hidden="true" class="disc"><svg[^>]*lucide-briefcase/);
    expect(iconOf("languages")).toContain("lucide-star");
  });
});
