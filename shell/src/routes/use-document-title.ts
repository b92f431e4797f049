import { useEffect } from 'react';
import { APP_TITLE } from './screen-routes';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_TITLE ? title : `${title} · ${APP_TITLE}`;
  }, [title]);
}
