import type { Language, SkillGroup } from "#shared/resume";
import { cn } from "../../lib/cn";

/**
 * Seed 000: bar widths come from an item's position in its group, never from a real skill level
 * (the resume has none). The first item is the widest; each next one is a fixed step shorter,
 * down to a floor so late items still read as a bar.
 */
const SKILL_BAR_FIRST = 95;
const SKILL_BAR_STEP = 10;
const SKILL_BAR_FLOOR = 40;

export function skillBarWidth(index: number): number {
  return Math.max(SKILL_BAR_FIRST - index * SKILL_BAR_STEP, SKILL_BAR_FLOOR);
}

const LANGUAGE_DOTS = 5;

/** Dots for a typed proficiency ('Native', 'Fluent', 'B2'...); undefined when the words are unknown. */
export function languageLevel(proficiency: string): number | undefined {
  const text = proficiency.toLowerCase();
  if (/native|mother|bilingual|\bc2\b/.test(text)) return 5;
  if (/fluent|advanced|proficient|professional|upper|\bc1\b|\bb2\b/.test(text)) return 4;
  if (/intermediate|conversational|working|\bb1\b/.test(text)) return 3;
  if (/elementary|basic|limited|\ba2\b/.test(text)) return 2;
  if (/beginner|novice|\ba1\b/.test(text)) return 1;
  return undefined;
}

/** The colours a scale is drawn in; the layout picks them, the scale's shape is the same everywhere. */
export interface ScaleTone {
  /** A skill's or a language's name. */
  text: string;
  /** A skill group's category, a typed proficiency. */
  muted: string;
  /** A bar's track, a dot not reached. */
  empty: string;
  /** A bar's fill, a dot reached. */
  filled: string;
}

/** Skill groups as bars under each skill's name; the names stay text, the bars are decoration. */
export function SkillBars({ groups, tone }: { groups: SkillGroup[]; tone: ScaleTone }) {
  return (
    <div className="space-y-[3.5mm]">
      {groups.map((group) => (
        <div key={group.id} className="min-w-0 break-inside-avoid">
          {group.category && (
            <p className={cn("mb-[1.5mm] text-[8.5pt] leading-snug font-semibold tracking-[0.04em]", tone.muted, "uppercase")}>
              {group.category}
            </p>
          )}
          <ul className="space-y-[1.7mm]">
            {group.items.map((item, index) => (
              <li key={`${index}-${item}`} className="min-w-0 break-inside-avoid">
                <span className={cn("block text-[9pt] leading-snug font-medium", tone.text)}>{item}</span>
                <span aria-hidden="true" className={cn("mt-[0.7mm] block h-[1.6mm] overflow-hidden rounded-full", tone.empty)}>
                  <span
                    data-skill-bar={skillBarWidth(index)}
                    className={cn("block h-full rounded-full", tone.filled)}
                    style={{ width: `${skillBarWidth(index)}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Languages with five dots for the proficiency beside each name, and the typed words under it. */
export function LanguageDots({ languages, tone }: { languages: Language[]; tone: ScaleTone }) {
  return (
    <ul className="space-y-[2mm]">
      {languages.map((language) => {
        const name = language.name.trim();
        const proficiency = language.proficiency.trim();
        const level = languageLevel(proficiency);
        return (
          <li key={language.id} className="min-w-0 break-inside-avoid">
            <div className="flex min-w-0 items-center justify-between gap-2">
              {name && <span className={cn("min-w-0 text-[9pt] leading-snug font-semibold", tone.text)}>{name}</span>}
              {level !== undefined && (
                <span aria-hidden="true" className="flex shrink-0 gap-[0.9mm]">
                  {Array.from({ length: LANGUAGE_DOTS }, (_, i) => (
                    <span
                      key={i}
                      data-language-dot={i < level ? "on" : "off"}
                      className={cn("size-[2mm] rounded-full", i < level ? tone.filled : tone.empty)}
                    />
                  ))}
                </span>
              )}
            </div>
            {proficiency && <p className={cn("text-[8.5pt] leading-snug", tone.muted)}>{proficiency}</p>}
          </li>
        );
      })}
    </ul>
  );
}
