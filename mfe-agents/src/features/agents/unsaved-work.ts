/** What leaving the configuration dialog would throw away. */
export interface UnsavedWork {
  /** The Settings tab holds edits not saved yet. */
  settings: boolean;
  /** The Knowledge tab's sections ('Q&A', 'Text'...) holding typed text not added yet. */
  knowledgeDrafts: readonly string[];
}

const SETTINGS_LOST = 'Your changes on the Settings tab are not saved.';

function draftsLost(sections: readonly string[]): string {
  if (sections.length === 1) return `Your ${sections[0]} draft on the Knowledge tab is not added yet.`;
  const names = `${sections.slice(0, -1).join(', ')} and ${sections[sections.length - 1]}`;
  return `Your ${names} drafts on the Knowledge tab are not added yet.`;
}

/** The question asked before leaving, naming what would be lost; undefined when nothing would be. */
export function leaveUnsavedWorkQuestion({ settings, knowledgeDrafts }: UnsavedWork): string | undefined {
  if (knowledgeDrafts.length === 0) return settings ? `${SETTINGS_LOST} Leave without saving them?` : undefined;
  const drafts = draftsLost(knowledgeDrafts);
  if (settings) return `${SETTINGS_LOST} ${drafts} Leave without saving or adding them?`;
  return `${drafts} Leave without adding ${knowledgeDrafts.length === 1 ? 'it' : 'them'}?`;
}

/** True when nothing would be lost, or the user agreed to lose it. */
export function confirmLeaving(work: UnsavedWork): boolean {
  const question = leaveUnsavedWorkQuestion(work);
  return question === undefined || window.confirm(question);
}
