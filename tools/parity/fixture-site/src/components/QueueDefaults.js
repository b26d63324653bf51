import React, { createContext, useContext } from 'react';

/** The queue settings every page may read; provided once, around the site, by src/theme/Root.js. */
export const QueueDefaults = createContext(null);

/** Names the queue a job goes to when it names none (nothing outside the provider). */
export function DefaultQueueNote() {
  const defaults = useContext(QueueDefaults);
  if (!defaults) return null;
  return (
    <p className="default-queue">
      Jobs go to the <code>{defaults.queue}</code> queue unless you name one.
    </p>
  );
}
