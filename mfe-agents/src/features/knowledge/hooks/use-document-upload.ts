import { api, errorMessage, useAppDispatch } from '@app/api-client';
import { useToast } from '@app/ui';
import { useState } from 'react';
import { knowledgeListTag, showNewKnowledge } from '../api';
import { uploadKnowledgeFiles } from '../upload-knowledge-files';

/** Uploads documents with progress; `progress` is null while nothing is being sent. */
export function useDocumentUpload(agentId: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  async function upload(files: File[]) {
    if (files.length === 0 || progress !== null) return;
    setProgress(0);
    try {
      showNewKnowledge(dispatch, agentId, await uploadKnowledgeFiles(agentId, files, { onProgress: setProgress }));
      toast({
        title: 'Files uploaded successfully',
        description: files.length === 1 ? `${files[0]!.name} is being processed.` : `${files.length} files are being processed.`,
      });
    } catch (error) {
      // The server takes a batch whole or not at all: say so, or the good files seem lost.
      const reason = errorMessage(error);
      const description =
        files.length > 1 ? `${reason.replace(/[^.!?]$/, '$&.')} None of the ${files.length} files was added; upload the others without it.` : reason;
      toast({ title: 'Upload failed', description, variant: 'destructive' });
    } finally {
      setProgress(null);
      dispatch(api.util.invalidateTags([knowledgeListTag(agentId)]));
    }
  }

  return { upload, progress, isUploading: progress !== null };
}
