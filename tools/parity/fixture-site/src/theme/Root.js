import React from 'react';
import { QueueDefaults } from '../components/QueueDefaults';

const DEFAULTS = { queue: 'normal' };

/** Around the whole site, as Docusaurus mounts a swizzled Root: the queue defaults for every page. */
export default function Root({ children }) {
  return <QueueDefaults.Provider value={DEFAULTS}>{children}</QueueDefaults.Provider>;
}
