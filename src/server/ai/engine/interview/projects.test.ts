import { describe, expect, it } from "vitest";
import { splitProjects } from "./projects";

describe("splitProjects", () => {
  it("reads name, description, link and the tools named", () => {
    expect(
      splitProjects("Weather App - React and Node app showing forecasts (github.com/me/weather)\nTodo CLI: a to-do manager written in Go"),
    ).toEqual([
      {
        name: "Weather App",
        details: ["React and Node app showing forecasts"],
        technologies: ["React", "Node.js"],
        link: "github.com/me/weather",
        startDate: "",
        endDate: "",
      },
      { name: "Todo CLI", details: ["a to-do manager written in Go"], technologies: ["Go"], link: "", startDate: "", endDate: "" },
    ]);
  });

  it("names a project told as a sentence by its first noun phrase and keeps its date", () => {
    const [project] = splitProjects("Built a chatbot for customer support using Python in 2022. It answered 500 questions a week.");
    expect(project).toMatchObject({ name: "Chatbot", technologies: ["Python"], startDate: "2022" });
    expect(project?.details).toEqual(["Built a chatbot for customer support using Python.", "It answered 500 questions a week."]);
  });

  it("puts bullets and a labelled tool list under the project above them", () => {
    const projects = splitProjects(
      "Portfolio site\n- Designed in Figma\n- Built with Next.js and Tailwind\nInventory tracker\n- Tech: Django, PostgreSQL",
    );
    expect(projects.map((project) => [project.name, project.technologies])).toEqual([
      ["Portfolio site", ["Figma", "Next.js", "Tailwind CSS"]],
      ["Inventory tracker", ["Django", "PostgreSQL"]],
    ]);
  });
});
