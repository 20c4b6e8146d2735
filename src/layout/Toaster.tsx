import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { Toaster as ToasterType } from 'react-hot-toast';
import { toasterDemand } from '../lib/toasterDemand';

type ToasterComponent = ComponentType<Parameters<typeof ToasterType>[0]>;

/**
 * The site's one toaster, loaded once a form asks for it (`requestToaster`), alongside the
 * form's own code. A family that only reads the page never downloads it. A toast raised before
 * it mounts waits in react-hot-toast's store and shows when it does.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(
    toasterDemand.subscribe,
    toasterDemand.requested,
    toasterDemand.notYet,
  );
  const [Loaded, setLoaded] = useState<ToasterComponent>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('react-hot-toast').then((module) => {
      if (current) setLoaded(() => module.Toaster);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return Loaded ? <Loaded position="top-center" toastOptions={{ duration: 6000 }} /> : null;
}
