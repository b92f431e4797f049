import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, Progress, useToast } from '@app/ui';
import { DOCUMENT_ACCEPT, DOCUMENT_LIMIT_TEXT, unsupportedDocument } from '../document-files';
import type { KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { IconUpload } from './knowledge-icons';

export interface DocumentDropZoneProps {
  state: KnowledgeTabState;
}

const StyledZone = styled.div<{ $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.accent : 'transparent')};
  text-align: center;
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
`;

const StyledIcon = styled.span`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledPrompt = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

// Visually hidden but still a real control, so the file picker stays reachable for assistive tech.
const StyledFileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  max-width: 320px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export function DocumentDropZone({ state }: DocumentDropZoneProps) {
  const { upload, progress, isUploading } = state.upload;
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useToast();

  function send(files: File[]) {
    // The picker filters by type; a drop does not, so refuse other files before sending anything.
    const refused = unsupportedDocument(files);
    if (refused) {
      toast({ title: 'Unsupported file type', description: `${refused.name} is not a PDF, DOC, DOCX or TXT file.`, variant: 'destructive' });
      return;
    }
    void upload(files);
  }

  return (
    <StyledZone
      data-testid="document-drop-zone"
      $dragging={dragging}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = isUploading ? 'none' : 'copy';
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!isUploading) send(Array.from(event.dataTransfer.files));
      }}
    >
      <StyledIcon>
        <IconUpload size={28} />
      </StyledIcon>
      <StyledPrompt>Drag and drop documents here, or</StyledPrompt>
      <Button type="button" variant="outline" size="sm" disabled={isUploading} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      <StyledFileInput
        ref={input}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-label="Upload documents"
        tabIndex={-1}
        disabled={isUploading}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again still counts as a change.
          event.target.value = '';
          send(files);
        }}
      />
      <StyledHint>PDF, DOC, DOCX or TXT. {DOCUMENT_LIMIT_TEXT}</StyledHint>
      {progress !== null ? (
        <StyledProgress>
          <Progress value={progress} aria-label="Upload progress" />
          <span aria-live="polite">{progress < 100 ? `Uploading... ${progress}%` : 'Uploaded. Checking the files...'}</span>
        </StyledProgress>
      ) : null}
    </StyledZone>
  );
}
