import { financialAnalystResume } from "./resume/financial-analyst";
import { graduateResume } from "./resume/graduate";
import { graphicDesignerResume } from "./resume/graphic-designer";
import { hotelManagerResume } from "./resume/hotel-manager";
import { registeredNurseResume } from "./resume/registered-nurse";
import { salesRepresentativeResume } from "./resume/sales-representative";
import { softwareEngineerResume } from "./resume/software-engineer";
import { teacherResume } from "./resume/teacher";
import type { ResumeExample } from "./resume-example";

/** /resume-examples, in resume templates; the professions of issue 14 in one order on both pages. */
export const RESUME_EXAMPLES: readonly ResumeExample[] = [
  softwareEngineerResume,
  registeredNurseResume,
  teacherResume,
  salesRepresentativeResume,
  graphicDesignerResume,
  financialAnalystResume,
  hotelManagerResume,
  graduateResume,
];
