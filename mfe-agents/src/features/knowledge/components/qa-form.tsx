import { useId, useRef, useState } from 'react';
import { Field, Input, Textarea, useToast } from '@app/ui';
import { useAddKnowledge } from '../hooks/use-add-knowledge';
import type { KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { qaKnowledge } from '../knowledge-requests';
import { KnowledgeForm } from './knowledge-form';

export interface QaFormProps {
  state: KnowledgeTabState;
}

export function QaForm({ state }: QaFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { drafts, setDraft, clearDrafts } = state;
  // After a refused submit the empty fields are marked, and the first of them takes the focus.
  const [showMissing, setShowMissing] = useState(false);
  const question = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLTextAreaElement>(null);
  const missing = (text: string) => (showMissing && !text.trim() ? true : undefined);
  const { add, isAdding } = useAddKnowledge(state.agentId, {
    success: { title: 'Q&A added successfully', description: 'The agent will use this answer once it is trained.' },
    failureTitle: 'Could not add Q&A',
  });

  async function submit() {
    const request = qaKnowledge(drafts.question, drafts.answer);
    if (!request) {
      toast({ title: 'Both question and answer required', description: 'Please provide both a question and answer.', variant: 'destructive' });
      setShowMissing(true);
      (drafts.question.trim() ? answer : question).current?.focus();
      return;
    }
    setShowMissing(false);
    if (await add(request)) clearDrafts('question', 'answer');
  }

  return (
    <KnowledgeForm submitLabel="Add Q&A" busy={isAdding} onSubmit={() => void submit()}>
      <Field label="Question" htmlFor={`${id}-question`}>
        <Input
          ref={question}
          aria-invalid={missing(drafts.question)}
          id={`${id}-question`}
          placeholder="e.g. What time is check-in?"
          value={drafts.question}
          onChange={(event) => setDraft('question', event.target.value)}
        />
      </Field>
      <Field label="Answer" htmlFor={`${id}-answer`}>
        <Textarea
          ref={answer}
          aria-invalid={missing(drafts.answer)}
          id={`${id}-answer`}
          rows={3}
          placeholder="e.g. Check-in is from 3 pm; the key box code arrives by text on the day."
          value={drafts.answer}
          onChange={(event) => setDraft('answer', event.target.value)}
        />
      </Field>
    </KnowledgeForm>
  );
}
