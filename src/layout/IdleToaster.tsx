import { useEffect, useState, type ComponentType } from 'react';
import type { Toaster as ToasterType } from 'react-hot-toast';

type ToasterComponent = ComponentType<Parameters<typeof ToasterType>[0]>;

function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}

/**
 * The site's one toaster, mounted once the page is idle: only a sent form raises a toast, and
 * mounting it during start-up cost a long task on phones. A toast raised earlier waits in
 * react-hot-toast's store and shows when the toaster mounts.
 */
export function IdleToaster() {
  const [Toaster, setToaster] = useState<ToasterComponent>();
  useEffect(
    () =>
      whenIdle(() => {
        void import('react-hot-toast').then((module) => setToaster(() => module.Toaster));
      }),
    [],
  );
  return Toaster ? <Toaster position="top-center" toastOptions={{ duration: 6000 }} /> : null;
}
