import type { PublicProfile } from "#shared/api/public-profile";
import type { PageMeta } from "#web/lib/use-document-meta";

const DESCRIPTION_LENGTH = 200;

/** The role line of a profile: the first position of its resume, with its company when given. */
export function profileHeadline(resume: PublicProfile["resume"]): string {
  const first = resume?.experience.find((entry) => entry.position.trim() !== "");
  if (!first) return "";
  const company = first.company.trim();
  return company ? `${first.position.trim()} at ${company}` : first.position.trim();
}

/** Up to `limit` characters, cut at a word and marked with an ellipsis when cut. */
function shorten(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2)).replace(/[\s,.;:]+$/, "")}…`;
}

/** The tab title and link preview of a public profile: the person's name and headline, and their summary. */
export function publicProfileMeta({ profile, resume }: PublicProfile): PageMeta {
  const name = resume?.personal_info.fullName.trim() || `@${profile.username}`;
  const headline = profileHeadline(resume);
  const summary = resume?.personal_info.summary.trim() ?? "";
  return {
    title: headline ? `${name} — ${headline} | Vitae` : `${name} | Vitae`,
    description: summary ? shorten(summary, DESCRIPTION_LENGTH) : `${name}'s resume${headline ? `: ${headline}` : ""}, on Vitae.`,
  };
}
