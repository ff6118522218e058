import { useState } from "react";
import { useExampleChoice } from "./use-example-choice";
import { ExampleCard } from "./example-card";
import type { ResumeExample } from "./samples/resume-example";

export interface ExamplesGalleryProps {
  examples: readonly ResumeExample[];
  isSignedIn: boolean;
  /** The list's accessible name. */
  label: string;
}

/** The examples as cards; one 'Use this example' at a time, so a double click creates one resume. */
export function ExamplesGallery({ examples, isSignedIn, label }: ExamplesGalleryProps) {
  const { choose, isStarting } = useExampleChoice(isSignedIn);
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {examples.map((example) => (
        <li key={example.slug}>
          <ExampleCard
            example={example}
            isStarting={isStarting && chosenSlug === example.slug}
            onUse={() => {
              if (isStarting) return;
              setChosenSlug(example.slug);
              choose(example.content);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
