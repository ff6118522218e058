import { capitalizeFirst, removeFiller, removeFirstPerson } from "./style";

/**
 * A prose sentence (a summary's) tidied by the rules that suit prose: no first-person subject, no
 * leading article once the subject is gone ('I am a designer' -> 'Designer'), no filler, a capital
 * and a closing full stop.
 */
export function tidySentence(sentence: string): string {
  const withoutSubject = removeFirstPerson(sentence.trim());
  const withoutArticle = withoutSubject === sentence.trim() ? withoutSubject : withoutSubject.replace(/^(?:a|an)\s+/i, "");
  const text = capitalizeFirst(removeFiller(withoutArticle)).trim();
  return text === "" || /[.!?]$/.test(text) ? text : `${text}.`;
}
