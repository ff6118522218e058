import { describe, expect, it } from "vitest";
import type { DocumentLine, ExtractedDocument } from "#server/intake/document";
import { documentOf, plainLines } from "#server/intake/plain-lines";
import { parseResume } from "./parse-resume";

const jobs = (result: ReturnType<typeof parseResume>) =>
  result.experience.map(({ company, position, startDate, endDate, current }) => ({ company, position, startDate, endDate, current }));

/** A one-page PDF's lines, one under the other, the last of them far below at the page's foot. */
function pdfOf(texts: string[], foot: string): ExtractedDocument {
  const line = (text: string, y: number): DocumentLine => ({
    text,
    page: 1,
    x: 56,
    y,
    width: 300,
    fontSize: 10,
    bold: false,
    heading: false,
  });
  const lines = [...texts.map((text, index) => line(text, 60 + 18 * index)), line(foot, 800)];
  return { format: "pdf", pageSize: { width: 595, height: 842 }, lines, links: [], text: lines.map((l) => l.text).join("\n") };
}

describe("parseResume on Chinese and Japanese resumes", () => {
  it("reads CJK headings, 'YYYY 年 MM 月' dates, and an organisation run into its role", () => {
    const result = parseResume(
      pdfOf(
        [
          "王小明",
          "wangxm@example.cn",
          "教育经历",
          "江南理工大学 · 信息学院 · 软件工程\t2019 年 09 月 – 2023 年 06 月",
          "实习经历",
          "云帆科技有限公司\t后端开发实习生\t2022 年 07 月 – 2022 年 09 月",
          "负责订单服务的接口开发与测试",
          "校园经历",
          "信息学院学生会主席\t2020 年 09 月 – 至今",
        ],
        "1",
      ),
    );
    expect(jobs(result)).toEqual([
      { company: "云帆科技有限公司", position: "后端开发实习生", startDate: "Jul 2022", endDate: "Sep 2022", current: false },
      { company: "信息学院学生会", position: "主席", startDate: "Sep 2020", endDate: "", current: true },
    ]);
    expect(result.education).toMatchObject([{ institution: "江南理工大学, 信息学院", startDate: "Sep 2019", endDate: "Jun 2023" }]);
  });

  it("keeps a title of a field and a role ('项目经理', project manager) whole", () => {
    const result = parseResume(
      documentOf("txt", plainLines(["李华", "", "工作经历", "项目经理\t2018 年 3 月 – 2021 年 12 月"].join("\n"))),
    );
    expect(jobs(result)).toEqual([{ company: "", position: "项目经理", startDate: "Mar 2018", endDate: "Dec 2021", current: false }]);
  });

  it("reads Japanese headings: 学歴 for education and 職歴 for work history", () => {
    const result = parseResume(
      documentOf(
        "txt",
        plainLines(
          [
            "山田 花子",
            "",
            "学歴",
            "北山大学 経済学部\t2012年4月 – 2016年3月",
            "",
            "職歴",
            "東和商事株式会社 営業部長\t2016年4月 – 現在",
          ].join("\n"),
        ),
      ),
    );
    expect(result.education).toMatchObject([{ institution: "北山大学 経済学部", startDate: "Apr 2012", endDate: "Mar 2016" }]);
    expect(jobs(result)).toEqual([
      { company: "東和商事株式会社", position: "営業部長", startDate: "Apr 2016", endDate: "", current: true },
    ]);
  });
});
