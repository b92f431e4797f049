import { useEffect, useRef, useState } from 'react';

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Voice input through the browser's own speech recognition, where the browser has it. */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const supported = recognitionConstructor() !== undefined;
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = () => {
    const Constructor = recognitionConstructor();
    if (listening || !Constructor) {
      recognition.current?.stop();
      setListening(false);
      return;
    }
    const next = new Constructor();
    next.lang = navigator.language || 'en-US';
    next.interimResults = false;
    next.onresult = (event) => {
      const text = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ');
      onTextRef.current(text.trim());
    };
    next.onend = () => setListening(false);
    recognition.current = next;
    next.start();
    setListening(true);
  };

  return { supported, listening, toggle };
}
