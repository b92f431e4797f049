import { useState } from 'react';
import { useToast } from '@app/ui';
import { generateApiKey } from '../api-key';

/** Makes a new key in the browser and copies it; the key is neither stored nor sent anywhere. */
export function useRegenerateApiKey() {
  const { toast } = useToast();
  const [latestKey, setLatestKey] = useState<string>();

  async function regenerate() {
    const key = generateApiKey();
    try {
      await navigator.clipboard.writeText(key);
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the key', description: 'Allow clipboard access in your browser and try again.' });
      return;
    }
    setLatestKey(key);
    toast({ title: 'New API key generated', description: 'Your new API key has been copied to clipboard.' });
  }

  return { latestKey, regenerate };
}

export type ApiKeyState = ReturnType<typeof useRegenerateApiKey>;
