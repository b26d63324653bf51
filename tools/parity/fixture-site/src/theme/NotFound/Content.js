import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** The 404 page's content, swizzled: a job page that moved is usually under another queue. */
export default function NotFoundContent() {
  return (
    <main className="container margin-vert--xl">
      <h1>
        <Translate id="fixture.notFound.title">No Lanternfish page here</Translate>
      </h1>
      <p>
        <Translate id="fixture.notFound.hint">Job pages move when their queue is renamed. The introduction lists every queue.</Translate>
      </p>
      <Link to="/docs/intro">
        <Translate id="fixture.notFound.link">Read the introduction</Translate>
      </Link>
    </main>
  );
}
